-- CreateEnum
CREATE TYPE "ReviewOrigin" AS ENUM ('invited', 'member');

-- CreateEnum
CREATE TYPE "ReviewReportReason" AS ENUM ('spam', 'offensive', 'conflict_of_interest', 'not_a_customer', 'other');

-- DropIndex
DROP INDEX "Review_businessId_status_createdAt_idx";

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "helpfulCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenReason" TEXT,
ADD COLUMN     "origin" "ReviewOrigin" NOT NULL DEFAULT 'member',
ADD COLUMN     "repliedAt" TIMESTAMP(3),
ADD COLUMN     "replyText" TEXT;

-- AlterTable
ALTER TABLE "ReviewRequest" ADD COLUMN     "openedAt" TIMESTAMP(3),
ADD COLUMN     "resentAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ReviewHelpfulVote" (
    "reviewId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewHelpfulVote_pkey" PRIMARY KEY ("reviewId","userId")
);

-- CreateTable
CREATE TABLE "ReviewReport" (
    "id" TEXT NOT NULL,
    "reviewId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" "ReviewReportReason" NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReviewHelpfulVote_userId_idx" ON "ReviewHelpfulVote"("userId");

-- CreateIndex
CREATE INDEX "ReviewReport_createdAt_idx" ON "ReviewReport"("createdAt");

-- CreateIndex
CREATE INDEX "ReviewReport_userId_idx" ON "ReviewReport"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewReport_reviewId_userId_key" ON "ReviewReport"("reviewId", "userId");

-- CreateIndex
CREATE INDEX "Review_businessId_status_createdAt_id_idx" ON "Review"("businessId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Review_businessId_status_helpfulCount_createdAt_id_idx" ON "Review"("businessId", "status", "helpfulCount", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Review_businessId_status_rating_createdAt_id_idx" ON "Review"("businessId", "status", "rating", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Review_businessId_userId_key" ON "Review"("businessId", "userId");

-- CreateIndex
CREATE INDEX "ReviewRequest_businessId_customerEmail_createdAt_idx" ON "ReviewRequest"("businessId", "customerEmail", "createdAt");

-- AddForeignKey
ALTER TABLE "ReviewHelpfulVote" ADD CONSTRAINT "ReviewHelpfulVote_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewHelpfulVote" ADD CONSTRAINT "ReviewHelpfulVote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReport" ADD CONSTRAINT "ReviewReport_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReport" ADD CONSTRAINT "ReviewReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Reviews that came through a request link were invited by the business.
UPDATE "Review" SET "origin" = 'invited' WHERE "reviewRequestId" IS NOT NULL;
