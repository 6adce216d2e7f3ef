-- CreateIndex
CREATE INDEX "BusinessProfile_zip_idx" ON "BusinessProfile"("active", "zipCode", "totalReviews" DESC, "id");

