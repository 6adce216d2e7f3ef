-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lockedUntil" BIGINT,
ADD COLUMN     "nextAttemptAt" BIGINT;

-- CreateIndex
CREATE INDEX "EmailMessage_status_nextAttemptAt_idx" ON "EmailMessage"("status", "nextAttemptAt");

