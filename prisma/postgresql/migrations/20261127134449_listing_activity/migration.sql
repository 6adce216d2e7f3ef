-- CreateEnum
CREATE TYPE "EnquiryKind" AS ENUM ('question', 'quote');

-- CreateEnum
CREATE TYPE "EnquiryStatus" AS ENUM ('held', 'new', 'answered', 'closed', 'removed');

-- CreateEnum
CREATE TYPE "PostKind" AS ENUM ('update', 'offer', 'event');

-- CreateEnum
CREATE TYPE "PostStatus" AS ENUM ('published', 'hidden');

-- AlterTable
ALTER TABLE "BusinessProfile" ADD COLUMN     "enquiriesEnabled" BOOLEAN NOT NULL DEFAULT true;


-- CreateTable
CREATE TABLE "Enquiry" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "customerId" TEXT,
    "kind" "EnquiryKind" NOT NULL DEFAULT 'question',
    "subject" TEXT NOT NULL,
    "status" "EnquiryStatus" NOT NULL DEFAULT 'new',
    "heldReason" TEXT,
    "textHash" TEXT,
    "addressHash" TEXT,
    "openReports" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastMessageAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "firstResponseAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "customerReadAt" TIMESTAMP(3),
    "ownerReadAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Enquiry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EnquiryMessage" (
    "id" TEXT NOT NULL,
    "enquiryId" TEXT NOT NULL,
    "authorId" TEXT,
    "fromBusiness" BOOLEAN NOT NULL DEFAULT false,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EnquiryMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EnquiryReport" (
    "id" TEXT NOT NULL,
    "enquiryId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" "ReviewReportReason" NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dismissedAt" TIMESTAMP(3),

    CONSTRAINT "EnquiryReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessInsightDay" (
    "businessId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "viewsSearch" INTEGER NOT NULL DEFAULT 0,
    "viewsDirectory" INTEGER NOT NULL DEFAULT 0,
    "viewsMap" INTEGER NOT NULL DEFAULT 0,
    "viewsList" INTEGER NOT NULL DEFAULT 0,
    "viewsOrganization" INTEGER NOT NULL DEFAULT 0,
    "viewsDirect" INTEGER NOT NULL DEFAULT 0,
    "viewsElsewhere" INTEGER NOT NULL DEFAULT 0,
    "callClicks" INTEGER NOT NULL DEFAULT 0,
    "websiteClicks" INTEGER NOT NULL DEFAULT 0,
    "directionClicks" INTEGER NOT NULL DEFAULT 0,
    "shareClicks" INTEGER NOT NULL DEFAULT 0,
    "favourites" INTEGER NOT NULL DEFAULT 0,
    "listAdds" INTEGER NOT NULL DEFAULT 0,
    "enquiries" INTEGER NOT NULL DEFAULT 0,
    "referrals" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BusinessInsightDay_pkey" PRIMARY KEY ("businessId","day")
);

-- CreateTable
CREATE TABLE "InsightVisitorDay" (
    "day" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "InsightVisitorDay_pkey" PRIMARY KEY ("day","hash")
);

-- CreateTable
CREATE TABLE "InsightSalt" (
    "day" TEXT NOT NULL,
    "salt" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InsightSalt_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "BusinessPost" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "authorId" TEXT,
    "kind" "PostKind" NOT NULL DEFAULT 'update',
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "imageUrl" TEXT,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "status" "PostStatus" NOT NULL DEFAULT 'published',
    "hiddenReason" TEXT,
    "openReports" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessPostReport" (
    "id" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" "ReviewReportReason" NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dismissedAt" TIMESTAMP(3),

    CONSTRAINT "BusinessPostReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessSpecialHours" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "openMinute" INTEGER,
    "closeMinute" INTEGER,
    "label" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessSpecialHours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessPhoto" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "altText" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Enquiry_businessId_status_lastMessageAt_idx" ON "Enquiry"("businessId", "status", "lastMessageAt");

-- CreateIndex
CREATE INDEX "Enquiry_businessId_lastMessageAt_idx" ON "Enquiry"("businessId", "lastMessageAt");

-- CreateIndex
CREATE INDEX "Enquiry_customerId_lastMessageAt_idx" ON "Enquiry"("customerId", "lastMessageAt");

-- CreateIndex
CREATE INDEX "Enquiry_businessId_createdAt_firstResponseAt_idx" ON "Enquiry"("businessId", "createdAt", "firstResponseAt");

-- CreateIndex
CREATE INDEX "Enquiry_textHash_createdAt_idx" ON "Enquiry"("textHash", "createdAt");

-- CreateIndex
CREATE INDEX "Enquiry_customerId_createdAt_idx" ON "Enquiry"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "Enquiry_status_openReports_createdAt_idx" ON "Enquiry"("status", "openReports", "createdAt");

-- CreateIndex
CREATE INDEX "EnquiryMessage_enquiryId_createdAt_idx" ON "EnquiryMessage"("enquiryId", "createdAt");

-- CreateIndex
CREATE INDEX "EnquiryMessage_authorId_idx" ON "EnquiryMessage"("authorId");

-- CreateIndex
CREATE INDEX "EnquiryReport_userId_idx" ON "EnquiryReport"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "EnquiryReport_enquiryId_userId_key" ON "EnquiryReport"("enquiryId", "userId");

-- CreateIndex
CREATE INDEX "BusinessPost_businessId_status_expiresAt_idx" ON "BusinessPost"("businessId", "status", "expiresAt");

-- CreateIndex
CREATE INDEX "BusinessPost_businessId_createdAt_idx" ON "BusinessPost"("businessId", "createdAt");

-- CreateIndex
CREATE INDEX "BusinessPost_status_createdAt_idx" ON "BusinessPost"("status", "createdAt");

-- CreateIndex
CREATE INDEX "BusinessPost_status_openReports_createdAt_idx" ON "BusinessPost"("status", "openReports", "createdAt");

-- CreateIndex
CREATE INDEX "BusinessPostReport_userId_idx" ON "BusinessPostReport"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessPostReport_postId_userId_key" ON "BusinessPostReport"("postId", "userId");

-- CreateIndex
CREATE INDEX "BusinessSpecialHours_businessId_day_idx" ON "BusinessSpecialHours"("businessId", "day");

-- CreateIndex
CREATE INDEX "BusinessSpecialHours_day_businessId_idx" ON "BusinessSpecialHours"("day", "businessId");

-- CreateIndex
CREATE INDEX "BusinessPhoto_businessId_position_idx" ON "BusinessPhoto"("businessId", "position");

-- AddForeignKey
ALTER TABLE "Enquiry" ADD CONSTRAINT "Enquiry_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Enquiry" ADD CONSTRAINT "Enquiry_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnquiryMessage" ADD CONSTRAINT "EnquiryMessage_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnquiryMessage" ADD CONSTRAINT "EnquiryMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnquiryReport" ADD CONSTRAINT "EnquiryReport_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnquiryReport" ADD CONSTRAINT "EnquiryReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessInsightDay" ADD CONSTRAINT "BusinessInsightDay_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessPost" ADD CONSTRAINT "BusinessPost_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessPost" ADD CONSTRAINT "BusinessPost_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessPostReport" ADD CONSTRAINT "BusinessPostReport_postId_fkey" FOREIGN KEY ("postId") REFERENCES "BusinessPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessPostReport" ADD CONSTRAINT "BusinessPostReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessSpecialHours" ADD CONSTRAINT "BusinessSpecialHours_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessPhoto" ADD CONSTRAINT "BusinessPhoto_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Profile views counted before insights move into them (as views without a source).
INSERT INTO "BusinessInsightDay" ("businessId", "day", "views") SELECT "businessId", "day", "views" FROM "BusinessProfileView";
DROP TABLE "BusinessProfileView";
