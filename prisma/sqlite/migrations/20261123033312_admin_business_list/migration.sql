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

