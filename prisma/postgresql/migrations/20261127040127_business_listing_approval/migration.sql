-- AlterTable
ALTER TABLE "BusinessProfile" ADD COLUMN     "approvedAt" TIMESTAMP(3),
ADD COLUMN     "awaitingApproval" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "BusinessProfile_admin_awaiting_idx" ON "BusinessProfile"("awaitingApproval", "createdAt" DESC, "id" DESC);

