-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "openReports" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "ReviewReport" ADD COLUMN     "dismissedAt" TIMESTAMP(3);

-- Backfill: every existing report is open.
UPDATE "Review" SET "openReports" = (SELECT COUNT(*) FROM "ReviewReport" r WHERE r."reviewId" = "Review"."id")
WHERE "id" IN (SELECT "reviewId" FROM "ReviewReport");

-- CreateIndex
CREATE INDEX "Review_createdAt_id_idx" ON "Review"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Review_status_createdAt_id_idx" ON "Review"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Review_openReports_createdAt_id_idx" ON "Review"("openReports", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Review_rating_createdAt_id_idx" ON "Review"("rating", "createdAt", "id");

