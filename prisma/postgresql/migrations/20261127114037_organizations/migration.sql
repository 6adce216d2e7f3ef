-- CreateEnum
CREATE TYPE "OrganizationKind" AS ENUM ('chamber', 'referral_group', 'association', 'other');

-- CreateEnum
CREATE TYPE "MembershipStatus" AS ENUM ('requested', 'invited', 'active');

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "approvedAt" TIMESTAMP(3),
ADD COLUMN     "city" TEXT,
ADD COLUMN     "citySlug" TEXT,
ADD COLUMN     "kind" "OrganizationKind" NOT NULL DEFAULT 'other',
ADD COLUMN     "leaderboardPublic" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "requestedById" TEXT,
ADD COLUMN     "suspendedAt" TIMESTAMP(3),
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Organisations made before approval existed were public: approved when they were made.
UPDATE "Organization" SET "approvedAt" = "createdAt" WHERE "active" = true;

-- CreateTable
CREATE TABLE "OrganizationManager" (
    "organizationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrganizationManager_pkey" PRIMARY KEY ("organizationId","userId")
);

-- CreateTable
CREATE TABLE "OrganizationMember" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "status" "MembershipStatus" NOT NULL,
    "showValue" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "joinedAt" TIMESTAMP(3),

    CONSTRAINT "OrganizationMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrganizationInvitation" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "invitedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrganizationInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MemberOffer" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "details" TEXT NOT NULL,
    "validUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MemberOffer_pkey" PRIMARY KEY ("id")
);

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

-- CreateIndex
CREATE INDEX "Organization_active_name_idx" ON "Organization"("active", "name");

-- CreateIndex
CREATE INDEX "Organization_approvedAt_createdAt_idx" ON "Organization"("approvedAt", "createdAt");

-- AddForeignKey
ALTER TABLE "Organization" ADD CONSTRAINT "Organization_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationManager" ADD CONSTRAINT "OrganizationManager_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationManager" ADD CONSTRAINT "OrganizationManager_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationMember" ADD CONSTRAINT "OrganizationMember_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationMember" ADD CONSTRAINT "OrganizationMember_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationInvitation" ADD CONSTRAINT "OrganizationInvitation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberOffer" ADD CONSTRAINT "MemberOffer_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberOffer" ADD CONSTRAINT "MemberOffer_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

