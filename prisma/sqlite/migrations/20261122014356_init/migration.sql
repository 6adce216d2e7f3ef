-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT,
    "phone" TEXT,
    "passwordHash" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "UserRole" (
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "role"),
    CONSTRAINT "UserRole_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SiteSetting" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "City" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "zipCode" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT 'US',
    "latitude" REAL NOT NULL,
    "longitude" REAL NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT 'America/Chicago'
);

-- CreateTable
CREATE TABLE "PlatformFeature" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "iconName" TEXT NOT NULL DEFAULT 'Shield',
    "badgeText" TEXT,
    "colorClass" TEXT,
    "isFeatured" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "NewsletterSubscriber" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "source" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unsubscribedAt" DATETIME
);

-- CreateTable
CREATE TABLE "Organization" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "logoUrl" TEXT,
    "websiteUrl" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "BusinessCategory" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "icon" TEXT,
    "parentId" TEXT,
    "level" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "hasChildren" BOOLEAN NOT NULL DEFAULT false,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BusinessCategory_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "BusinessCategory" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BusinessProfile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT,
    "businessName" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT,
    "category" TEXT,
    "categoryId" TEXT,
    "address" TEXT,
    "city" TEXT NOT NULL,
    "citySlug" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'TX',
    "zipCode" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "websiteUrl" TEXT,
    "instagramUrl" TEXT,
    "facebookUrl" TEXT,
    "tiktokUrl" TEXT,
    "googleBusinessUrl" TEXT,
    "logoUrl" TEXT,
    "coverImageUrl" TEXT,
    "latitude" REAL,
    "longitude" REAL,
    "timeZone" TEXT NOT NULL DEFAULT 'America/Chicago',
    "averageRating" REAL NOT NULL DEFAULT 0,
    "totalReviews" INTEGER NOT NULL DEFAULT 0,
    "verificationStatus" TEXT NOT NULL DEFAULT 'pending',
    "memberSince" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "onlineBooking" BOOLEAN NOT NULL DEFAULT false,
    "sameDayService" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "BusinessProfile_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "BusinessProfile_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "BusinessCategory" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "BusinessProfile_citySlug_fkey" FOREIGN KEY ("citySlug") REFERENCES "City" ("slug") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BusinessTag" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT,
    "category" TEXT,
    "color" TEXT,
    "icon" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "BusinessTagAssignment" (
    "businessId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("businessId", "tagId"),
    CONSTRAINT "BusinessTagAssignment_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "BusinessTagAssignment_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "BusinessTag" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Service" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessId" TEXT NOT NULL,
    "serviceName" TEXT NOT NULL,
    "description" TEXT,
    "priceFromCents" INTEGER,
    "priceToCents" INTEGER,
    "durationMinutes" INTEGER,
    "isFeatured" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Service_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BusinessOffer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "isPinned" BOOLEAN NOT NULL DEFAULT false,
    "validFrom" DATETIME,
    "validTo" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "BusinessOffer_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BusinessHours" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessId" TEXT NOT NULL,
    "dayOfWeek" INTEGER NOT NULL,
    "openMinute" INTEGER NOT NULL,
    "closeMinute" INTEGER NOT NULL,
    CONSTRAINT "BusinessHours_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Review" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessId" TEXT NOT NULL,
    "userId" TEXT,
    "reviewRequestId" TEXT,
    "reviewerName" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "title" TEXT,
    "comment" TEXT,
    "status" TEXT NOT NULL DEFAULT 'published',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Review_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Review_reviewRequestId_fkey" FOREIGN KEY ("reviewRequestId") REFERENCES "ReviewRequest" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReviewRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessId" TEXT NOT NULL,
    "linkCode" TEXT NOT NULL,
    "customerName" TEXT,
    "customerEmail" TEXT,
    "createdById" TEXT,
    "sentAt" DATETIME,
    "completedAt" DATETIME,
    "expiresAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReviewRequest_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReviewRequest_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserFavorite" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UserFavorite_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserFavorite_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserList" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserList_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserListItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "listId" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "notes" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UserListItem_listId_fkey" FOREIGN KEY ("listId") REFERENCES "UserList" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserListItem_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessName" TEXT NOT NULL,
    "ownerName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "category" TEXT,
    "categoryId" TEXT,
    "parentCategoryId" TEXT,
    "location" TEXT NOT NULL,
    "citySlug" TEXT,
    "zipCode" TEXT,
    "employees" TEXT,
    "address" TEXT,
    "instagramUrl" TEXT,
    "facebookUrl" TEXT,
    "tiktokUrl" TEXT,
    "googleBusinessUrl" TEXT,
    "marketingAuditInterest" BOOLEAN NOT NULL DEFAULT false,
    "referralSource" TEXT,
    "referralMedium" TEXT,
    "referralCampaign" TEXT,
    "referralCode" TEXT,
    "referrerIp" TEXT,
    "organizationSlug" TEXT,
    "organizationName" TEXT,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "convertedBusinessId" TEXT,
    "launchNotifiedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WaitlistEntry_convertedBusinessId_fkey" FOREIGN KEY ("convertedBusinessId") REFERENCES "BusinessProfile" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WaitlistChallenge" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "challengeText" TEXT NOT NULL,
    "category" TEXT,
    "usageCount" INTEGER NOT NULL DEFAULT 0,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "isApproved" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "WaitlistChallengeResponse" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "waitlistEntryId" TEXT NOT NULL,
    "challengeId" TEXT NOT NULL,
    "isApproved" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WaitlistChallengeResponse_waitlistEntryId_fkey" FOREIGN KEY ("waitlistEntryId") REFERENCES "WaitlistEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WaitlistChallengeResponse_challengeId_fkey" FOREIGN KEY ("challengeId") REFERENCES "WaitlistChallenge" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AreaLaunch" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "citySlug" TEXT,
    "zipCode" TEXT,
    "launchedById" TEXT,
    "notifiedCount" INTEGER NOT NULL DEFAULT 0,
    "launchedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AreaLaunch_citySlug_fkey" FOREIGN KEY ("citySlug") REFERENCES "City" ("slug") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "AreaLaunch_launchedById_fkey" FOREIGN KEY ("launchedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT,
    "link" TEXT,
    "readAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EmailTemplate" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "bodyText" TEXT NOT NULL,
    "bodyHtml" TEXT,
    "variables" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "EmailMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "templateKey" TEXT,
    "toAddress" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "bodyText" TEXT NOT NULL,
    "bodyHtml" TEXT,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "dedupeKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_phone_key" ON "User"("phone");

-- CreateIndex
CREATE INDEX "UserRole_role_idx" ON "UserRole"("role");

-- CreateIndex
CREATE UNIQUE INDEX "City_slug_key" ON "City"("slug");

-- CreateIndex
CREATE INDEX "City_zipCode_idx" ON "City"("zipCode");

-- CreateIndex
CREATE INDEX "City_name_idx" ON "City"("name");

-- CreateIndex
CREATE INDEX "PlatformFeature_isFeatured_isActive_displayOrder_idx" ON "PlatformFeature"("isFeatured", "isActive", "displayOrder");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscriber_email_key" ON "NewsletterSubscriber"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Organization_slug_key" ON "Organization"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessCategory_slug_key" ON "BusinessCategory"("slug");

-- CreateIndex
CREATE INDEX "BusinessCategory_parentId_active_name_idx" ON "BusinessCategory"("parentId", "active", "name");

-- CreateIndex
CREATE INDEX "BusinessCategory_level_active_name_idx" ON "BusinessCategory"("level", "active", "name");

-- CreateIndex
CREATE INDEX "BusinessProfile_slug_idx" ON "BusinessProfile"("slug");

-- CreateIndex
CREATE INDEX "BusinessProfile_ownerId_idx" ON "BusinessProfile"("ownerId");

-- CreateIndex
CREATE INDEX "BusinessProfile_categoryId_active_idx" ON "BusinessProfile"("categoryId", "active");

-- CreateIndex
CREATE INDEX "BusinessProfile_active_featured_createdAt_idx" ON "BusinessProfile"("active", "featured", "createdAt");

-- CreateIndex
CREATE INDEX "BusinessProfile_active_totalReviews_idx" ON "BusinessProfile"("active", "totalReviews");

-- CreateIndex
CREATE INDEX "BusinessProfile_active_averageRating_idx" ON "BusinessProfile"("active", "averageRating");

-- CreateIndex
CREATE INDEX "BusinessProfile_active_memberSince_idx" ON "BusinessProfile"("active", "memberSince");

-- CreateIndex
CREATE INDEX "BusinessProfile_active_citySlug_idx" ON "BusinessProfile"("active", "citySlug");

-- CreateIndex
CREATE INDEX "BusinessProfile_active_businessName_idx" ON "BusinessProfile"("active", "businessName");

-- CreateIndex
CREATE INDEX "BusinessProfile_latitude_longitude_idx" ON "BusinessProfile"("latitude", "longitude");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessProfile_citySlug_slug_key" ON "BusinessProfile"("citySlug", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessTag_name_key" ON "BusinessTag"("name");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessTag_slug_key" ON "BusinessTag"("slug");

-- CreateIndex
CREATE INDEX "BusinessTag_isActive_name_idx" ON "BusinessTag"("isActive", "name");

-- CreateIndex
CREATE INDEX "BusinessTagAssignment_tagId_businessId_idx" ON "BusinessTagAssignment"("tagId", "businessId");

-- CreateIndex
CREATE INDEX "Service_businessId_isFeatured_idx" ON "Service"("businessId", "isFeatured");

-- CreateIndex
CREATE INDEX "BusinessOffer_businessId_isActive_isPinned_validTo_idx" ON "BusinessOffer"("businessId", "isActive", "isPinned", "validTo");

-- CreateIndex
CREATE INDEX "BusinessHours_dayOfWeek_openMinute_closeMinute_idx" ON "BusinessHours"("dayOfWeek", "openMinute", "closeMinute");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessHours_businessId_dayOfWeek_openMinute_key" ON "BusinessHours"("businessId", "dayOfWeek", "openMinute");

-- CreateIndex
CREATE UNIQUE INDEX "Review_reviewRequestId_key" ON "Review"("reviewRequestId");

-- CreateIndex
CREATE INDEX "Review_businessId_status_createdAt_idx" ON "Review"("businessId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Review_userId_idx" ON "Review"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewRequest_linkCode_key" ON "ReviewRequest"("linkCode");

-- CreateIndex
CREATE INDEX "ReviewRequest_businessId_createdAt_idx" ON "ReviewRequest"("businessId", "createdAt");

-- CreateIndex
CREATE INDEX "UserFavorite_userId_createdAt_idx" ON "UserFavorite"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "UserFavorite_userId_businessId_key" ON "UserFavorite"("userId", "businessId");

-- CreateIndex
CREATE INDEX "UserList_userId_updatedAt_idx" ON "UserList"("userId", "updatedAt");

-- CreateIndex
CREATE INDEX "UserListItem_businessId_idx" ON "UserListItem"("businessId");

-- CreateIndex
CREATE UNIQUE INDEX "UserListItem_listId_businessId_key" ON "UserListItem"("listId", "businessId");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_email_key" ON "WaitlistEntry"("email");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_convertedBusinessId_key" ON "WaitlistEntry"("convertedBusinessId");

-- CreateIndex
CREATE INDEX "WaitlistEntry_createdAt_idx" ON "WaitlistEntry"("createdAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_citySlug_launchNotifiedAt_idx" ON "WaitlistEntry"("citySlug", "launchNotifiedAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_zipCode_launchNotifiedAt_idx" ON "WaitlistEntry"("zipCode", "launchNotifiedAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_referralSource_createdAt_idx" ON "WaitlistEntry"("referralSource", "createdAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_organizationSlug_createdAt_idx" ON "WaitlistEntry"("organizationSlug", "createdAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_referralCode_idx" ON "WaitlistEntry"("referralCode");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistChallenge_challengeText_key" ON "WaitlistChallenge"("challengeText");

-- CreateIndex
CREATE INDEX "WaitlistChallenge_isActive_isApproved_usageCount_displayOrder_idx" ON "WaitlistChallenge"("isActive", "isApproved", "usageCount", "displayOrder");

-- CreateIndex
CREATE INDEX "WaitlistChallenge_createdAt_idx" ON "WaitlistChallenge"("createdAt");

-- CreateIndex
CREATE INDEX "WaitlistChallengeResponse_challengeId_idx" ON "WaitlistChallengeResponse"("challengeId");

-- CreateIndex
CREATE INDEX "WaitlistChallengeResponse_isApproved_createdAt_idx" ON "WaitlistChallengeResponse"("isApproved", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistChallengeResponse_waitlistEntryId_challengeId_key" ON "WaitlistChallengeResponse"("waitlistEntryId", "challengeId");

-- CreateIndex
CREATE UNIQUE INDEX "AreaLaunch_citySlug_key" ON "AreaLaunch"("citySlug");

-- CreateIndex
CREATE UNIQUE INDEX "AreaLaunch_zipCode_key" ON "AreaLaunch"("zipCode");

-- CreateIndex
CREATE INDEX "Notification_userId_readAt_createdAt_idx" ON "Notification"("userId", "readAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EmailTemplate_key_key" ON "EmailTemplate"("key");

-- CreateIndex
CREATE UNIQUE INDEX "EmailMessage_dedupeKey_key" ON "EmailMessage"("dedupeKey");

-- CreateIndex
CREATE INDEX "EmailMessage_toAddress_createdAt_idx" ON "EmailMessage"("toAddress", "createdAt");

-- CreateIndex
CREATE INDEX "EmailMessage_templateKey_createdAt_idx" ON "EmailMessage"("templateKey", "createdAt");

