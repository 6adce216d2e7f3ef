-- DropIndex
DROP INDEX "Referral_toBusinessId_createdAt_idx";

-- CreateIndex
CREATE INDEX "Referral_toBusinessId_createdAt_firstResponseAt_idx" ON "Referral"("toBusinessId", "createdAt", "firstResponseAt");

