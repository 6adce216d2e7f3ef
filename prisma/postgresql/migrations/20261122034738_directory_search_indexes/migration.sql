-- DropIndex
DROP INDEX "BusinessProfile_active_totalReviews_idx";

-- DropIndex
DROP INDEX "BusinessProfile_active_averageRating_idx";

-- DropIndex
DROP INDEX "BusinessProfile_active_memberSince_idx";

-- DropIndex
DROP INDEX "BusinessHours_dayOfWeek_openMinute_closeMinute_idx";

-- CreateIndex
CREATE INDEX "BusinessProfile_active_totalReviews_id_idx" ON "BusinessProfile"("active", "totalReviews" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_active_averageRating_id_idx" ON "BusinessProfile"("active", "averageRating" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_active_memberSince_id_idx" ON "BusinessProfile"("active", "memberSince" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_timeZone_idx" ON "BusinessProfile"("timeZone");

-- CreateIndex
CREATE INDEX "BusinessProfile_directory_filter_idx" ON "BusinessProfile"("active", "verificationStatus", "averageRating", "citySlug", "categoryId", "zipCode", "timeZone", "onlineBooking", "sameDayService", "latitude", "longitude", "id");

-- CreateIndex
CREATE INDEX "BusinessHours_dayOfWeek_closeMinute_openMinute_businessId_idx" ON "BusinessHours"("dayOfWeek", "closeMinute", "openMinute", "businessId");


-- Directory text search (hand-written): trigram GIN indexes, so case-insensitive "contains" (ILIKE
-- '%text%') on the name, category or address is answered from the index (a BitmapOr of the three).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "BusinessProfile_businessName_trgm_idx" ON "BusinessProfile" USING GIN ("businessName" gin_trgm_ops);
CREATE INDEX "BusinessProfile_category_trgm_idx" ON "BusinessProfile" USING GIN ("category" gin_trgm_ops);
CREATE INDEX "BusinessProfile_address_trgm_idx" ON "BusinessProfile" USING GIN ("address" gin_trgm_ops);
