-- CreateTable
CREATE TABLE "OrganizationManager" (
    "organizationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("organizationId", "userId"),
    CONSTRAINT "OrganizationManager_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OrganizationManager_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrganizationMember" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "showValue" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "joinedAt" DATETIME,
    CONSTRAINT "OrganizationMember_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OrganizationMember_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrganizationInvitation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "invitedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OrganizationInvitation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MemberOffer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "details" TEXT NOT NULL,
    "validUntil" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MemberOffer_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MemberOffer_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable (plain ADD COLUMN: the table is never redefined)
ALTER TABLE "Organization" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'other';
ALTER TABLE "Organization" ADD COLUMN "city" TEXT;
ALTER TABLE "Organization" ADD COLUMN "citySlug" TEXT;
ALTER TABLE "Organization" ADD COLUMN "requestedById" TEXT REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Organization" ADD COLUMN "approvedAt" DATETIME;
ALTER TABLE "Organization" ADD COLUMN "suspendedAt" DATETIME;
ALTER TABLE "Organization" ADD COLUMN "leaderboardPublic" BOOLEAN NOT NULL DEFAULT false;
-- SQLite refuses a non-constant default (CURRENT_TIMESTAMP) when the table has rows: a constant one,
-- then each existing row's creation time. Prisma sets updatedAt on every write.
ALTER TABLE "Organization" ADD COLUMN "updatedAt" DATETIME NOT NULL DEFAULT 0;
UPDATE "Organization" SET "updatedAt" = "createdAt";
-- Organisations made before approval existed were public: approved when they were made.
UPDATE "Organization" SET "approvedAt" = "createdAt" WHERE "active" = true;
CREATE INDEX "Organization_active_name_idx" ON "Organization"("active", "name");
CREATE INDEX "Organization_approvedAt_createdAt_idx" ON "Organization"("approvedAt", "createdAt");

-- CreateIndex
CREATE INDEX "OrganizationManager_userId_idx" ON "OrganizationManager"("userId");

-- CreateIndex
CREATE INDEX "OrganizationMember_organizationId_status_joinedAt_idx" ON "OrganizationMember"("organizationId", "status", "joinedAt");

-- CreateIndex
CREATE INDEX "OrganizationMember_businessId_status_idx" ON "OrganizationMember"("businessId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "OrganizationMember_organizationId_businessId_key" ON "OrganizationMember"("organizationId", "businessId");

-- CreateIndex
CREATE UNIQUE INDEX "OrganizationInvitation_organizationId_email_key" ON "OrganizationInvitation"("organizationId", "email");

-- CreateIndex
CREATE INDEX "MemberOffer_organizationId_createdAt_idx" ON "MemberOffer"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "MemberOffer_businessId_idx" ON "MemberOffer"("businessId");

