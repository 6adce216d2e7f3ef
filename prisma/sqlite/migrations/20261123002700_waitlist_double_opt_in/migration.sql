-- AlterTable
ALTER TABLE "WaitlistEntry" ADD COLUMN "confirmTokenExpiresAt" DATETIME;
ALTER TABLE "WaitlistEntry" ADD COLUMN "confirmTokenHash" TEXT;
ALTER TABLE "WaitlistEntry" ADD COLUMN "emailConfirmedAt" DATETIME;

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_confirmTokenHash_key" ON "WaitlistEntry"("confirmTokenHash");

-- CreateIndex
CREATE INDEX "WaitlistEntry_emailConfirmedAt_createdAt_idx" ON "WaitlistEntry"("emailConfirmedAt", "createdAt");

