-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ReviewStatus" ADD VALUE 'pending_email';
ALTER TYPE "ReviewStatus" ADD VALUE 'held';

-- AlterEnum
ALTER TYPE "ReviewReportReason" ADD VALUE 'extortion';

-- DropIndex
DROP INDEX "ReviewRequest_linkCode_key";

-- AlterTable
ALTER TABLE "UserSession" ADD COLUMN     "addressHash" TEXT;

-- AlterTable
ALTER TABLE "BusinessProfile" ADD COLUMN     "reviewsPausedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "addressHash" TEXT,
ADD COLUMN     "confirmExpiresAt" TIMESTAMP(3),
ADD COLUMN     "confirmTokenHash" TEXT,
ADD COLUMN     "heldReason" TEXT,
ADD COLUMN     "textHash" TEXT;

-- AlterTable: link codes are kept only as their SHA-256 (hex of the code's UTF-8 bytes, as the
-- app computes it), so links sent before this migration keep working.
ALTER TABLE "ReviewRequest" ADD COLUMN     "linkCodeHash" TEXT;
UPDATE "ReviewRequest" SET "linkCodeHash" = encode(sha256(convert_to("linkCode", 'UTF8')), 'hex');
ALTER TABLE "ReviewRequest" DROP COLUMN "linkCode";

-- CreateIndex
CREATE INDEX "BusinessProfile_reviewsPausedAt_idx" ON "BusinessProfile"("reviewsPausedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Review_confirmTokenHash_key" ON "Review"("confirmTokenHash");

-- CreateIndex
CREATE INDEX "Review_businessId_createdAt_idx" ON "Review"("businessId", "createdAt");

-- CreateIndex
CREATE INDEX "Review_textHash_idx" ON "Review"("textHash");

-- CreateIndex
CREATE INDEX "Review_addressHash_createdAt_idx" ON "Review"("addressHash", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewRequest_linkCodeHash_key" ON "ReviewRequest"("linkCodeHash");

