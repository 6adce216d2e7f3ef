-- DropIndex
DROP INDEX "BusinessProfile_latitude_longitude_idx";

-- CreateIndex
CREATE INDEX "BusinessProfile_active_latitude_longitude_id_idx" ON "BusinessProfile"("active", "latitude", "longitude", "id");

