-- CreateIndex
CREATE INDEX "BusinessHours_open_now_category_idx" ON "BusinessHours"("categoryId", "timeZone", "dayOfWeek", "businessActive", "closeMinute", "openMinute", "verificationStatus", "ratingFloor", "citySlug", "onlineBooking", "sameDayService");

