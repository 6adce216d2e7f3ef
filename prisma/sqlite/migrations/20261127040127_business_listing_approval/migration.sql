-- AlterTable (columns added in place: redefining the table would drop its triggers and the
-- indexes made by hand in earlier migrations)
ALTER TABLE "BusinessProfile" ADD COLUMN "awaitingApproval" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "BusinessProfile" ADD COLUMN "approvedAt" DATETIME;

-- CreateIndex
CREATE INDEX "BusinessProfile_admin_awaiting_idx" ON "BusinessProfile"("awaitingApproval", "createdAt" DESC, "id" DESC);
