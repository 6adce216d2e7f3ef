-- AlterTable
ALTER TABLE "WaitlistEntry" ADD COLUMN     "confirmTokenExpiresAt" TIMESTAMP(3),
ADD COLUMN     "confirmTokenHash" TEXT,
ADD COLUMN     "emailConfirmedAt" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_confirmTokenHash_key" ON "WaitlistEntry"("confirmTokenHash");

-- CreateIndex
CREATE INDEX "WaitlistEntry_emailConfirmedAt_createdAt_idx" ON "WaitlistEntry"("emailConfirmedAt", "createdAt");

