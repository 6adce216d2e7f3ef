
-- CreateTable
CREATE TABLE "Enquiry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessId" TEXT NOT NULL,
    "customerId" TEXT,
    "kind" TEXT NOT NULL DEFAULT 'question',
    "subject" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "heldReason" TEXT,
    "textHash" TEXT,
    "addressHash" TEXT,
    "openReports" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastMessageAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "firstResponseAt" DATETIME,
    "closedAt" DATETIME,
    "customerReadAt" DATETIME,
    "ownerReadAt" DATETIME,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Enquiry_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Enquiry_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EnquiryMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enquiryId" TEXT NOT NULL,
    "authorId" TEXT,
    "fromBusiness" BOOLEAN NOT NULL DEFAULT false,
    "body" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EnquiryMessage_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EnquiryMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EnquiryReport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enquiryId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dismissedAt" DATETIME,
    CONSTRAINT "EnquiryReport_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EnquiryReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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

    PRIMARY KEY ("businessId", "day"),
    CONSTRAINT "BusinessInsightDay_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InsightVisitorDay" (
    "day" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    PRIMARY KEY ("day", "hash")
);

-- CreateTable
CREATE TABLE "InsightSalt" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "salt" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "BusinessPost" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessId" TEXT NOT NULL,
    "authorId" TEXT,
    "kind" TEXT NOT NULL DEFAULT 'update',
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "imageUrl" TEXT,
    "startsAt" DATETIME,
    "endsAt" DATETIME,
    "expiresAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'published',
    "hiddenReason" TEXT,
    "openReports" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "BusinessPost_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "BusinessPost_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BusinessPostReport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dismissedAt" DATETIME,
    CONSTRAINT "BusinessPostReport_postId_fkey" FOREIGN KEY ("postId") REFERENCES "BusinessPost" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "BusinessPostReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BusinessSpecialHours" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "openMinute" INTEGER,
    "closeMinute" INTEGER,
    "label" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BusinessSpecialHours_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BusinessPhoto" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "altText" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BusinessPhoto_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- A new column only: SQLite keeps the table (and its triggers and indexes).
ALTER TABLE "BusinessProfile" ADD COLUMN "enquiriesEnabled" BOOLEAN NOT NULL DEFAULT true;


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


-- Profile views counted before insights move into them (as views without a source).
INSERT INTO "BusinessInsightDay" ("businessId", "day", "views") SELECT "businessId", "day", "views" FROM "BusinessProfileView";
DROP TABLE "BusinessProfileView";
