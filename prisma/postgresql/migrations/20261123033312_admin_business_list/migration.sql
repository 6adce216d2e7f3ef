-- CreateIndex
CREATE INDEX "BusinessProfile_admin_newest_idx" ON "BusinessProfile"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "BusinessProfile_admin_name_idx" ON "BusinessProfile"("businessName", "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_admin_rating_idx" ON "BusinessProfile"("averageRating" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_admin_reviews_idx" ON "BusinessProfile"("totalReviews" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_admin_status_idx" ON "BusinessProfile"("verificationStatus", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "BusinessProfile_admin_featured_idx" ON "BusinessProfile"("featured", "createdAt" DESC, "id" DESC);


-- The admin list's owner-email search (hand-written): emails are stored lower-cased, and this
-- index serves "email" LIKE 'prefix%'. (SQLite reads a range of the unique email index.)
CREATE INDEX "User_email_prefix_idx" ON "User" ("email" text_pattern_ops);
