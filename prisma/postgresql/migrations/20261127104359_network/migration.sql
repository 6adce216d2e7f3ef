-- CreateEnum
CREATE TYPE "ConnectionStatus" AS ENUM ('pending', 'accepted');

-- CreateEnum
CREATE TYPE "ReferralStatus" AS ENUM ('new', 'contacted', 'won', 'lost', 'declined');

-- CreateEnum
CREATE TYPE "RecommendationStatus" AS ENUM ('pending', 'accepted', 'declined', 'hidden', 'removed');

-- CreateTable
CREATE TABLE "BusinessConnection" (
    "id" TEXT NOT NULL,
    "pairKey" TEXT NOT NULL,
    "requesterId" TEXT NOT NULL,
    "addresseeId" TEXT NOT NULL,
    "requestedById" TEXT,
    "note" TEXT,
    "status" "ConnectionStatus" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acceptedAt" TIMESTAMP(3),

    CONSTRAINT "BusinessConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessBlock" (
    "blockerId" TEXT NOT NULL,
    "blockedId" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessBlock_pkey" PRIMARY KEY ("blockerId","blockedId")
);

-- CreateTable
CREATE TABLE "Referral" (
    "id" TEXT NOT NULL,
    "fromBusinessId" TEXT NOT NULL,
    "toBusinessId" TEXT NOT NULL,
    "createdById" TEXT,
    "customerName" TEXT,
    "customerEmail" TEXT,
    "customerPhone" TEXT,
    "need" TEXT NOT NULL,
    "status" "ReferralStatus" NOT NULL DEFAULT 'new',
    "valueCents" INTEGER,
    "closeReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastStepAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "firstResponseAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "remindedAt" TIMESTAMP(3),
    "contactRemovedAt" TIMESTAMP(3),

    CONSTRAINT "Referral_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Recommendation" (
    "id" TEXT NOT NULL,
    "fromBusinessId" TEXT NOT NULL,
    "toBusinessId" TEXT NOT NULL,
    "authorId" TEXT,
    "text" TEXT NOT NULL,
    "status" "RecommendationStatus" NOT NULL DEFAULT 'pending',
    "openReports" INTEGER NOT NULL DEFAULT 0,
    "removedReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "respondedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Recommendation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecommendationReport" (
    "id" TEXT NOT NULL,
    "recommendationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" "ReviewReportReason" NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dismissedAt" TIMESTAMP(3),

    CONSTRAINT "RecommendationReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BusinessConnection_pairKey_key" ON "BusinessConnection"("pairKey");

-- CreateIndex
CREATE INDEX "BusinessConnection_requesterId_status_createdAt_idx" ON "BusinessConnection"("requesterId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "BusinessConnection_addresseeId_status_createdAt_idx" ON "BusinessConnection"("addresseeId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "BusinessConnection_status_acceptedAt_idx" ON "BusinessConnection"("status", "acceptedAt");

-- CreateIndex
CREATE INDEX "BusinessBlock_blockedId_idx" ON "BusinessBlock"("blockedId");

-- CreateIndex
CREATE INDEX "Referral_toBusinessId_status_createdAt_idx" ON "Referral"("toBusinessId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Referral_fromBusinessId_createdAt_idx" ON "Referral"("fromBusinessId", "createdAt");

-- CreateIndex
CREATE INDEX "Referral_toBusinessId_createdAt_idx" ON "Referral"("toBusinessId", "createdAt");

-- CreateIndex
CREATE INDEX "Referral_fromBusinessId_status_closedAt_valueCents_idx" ON "Referral"("fromBusinessId", "status", "closedAt", "valueCents");

-- CreateIndex
CREATE INDEX "Referral_toBusinessId_closedAt_valueCents_idx" ON "Referral"("toBusinessId", "closedAt", "valueCents");

-- CreateIndex
CREATE INDEX "Referral_status_remindedAt_lastStepAt_idx" ON "Referral"("status", "remindedAt", "lastStepAt");

-- CreateIndex
CREATE INDEX "Referral_contactRemovedAt_closedAt_idx" ON "Referral"("contactRemovedAt", "closedAt");

-- CreateIndex
CREATE INDEX "Referral_createdAt_idx" ON "Referral"("createdAt");

-- CreateIndex
CREATE INDEX "Recommendation_toBusinessId_status_createdAt_idx" ON "Recommendation"("toBusinessId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Recommendation_status_openReports_createdAt_idx" ON "Recommendation"("status", "openReports", "createdAt");

-- CreateIndex
CREATE INDEX "Recommendation_createdAt_idx" ON "Recommendation"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Recommendation_fromBusinessId_toBusinessId_key" ON "Recommendation"("fromBusinessId", "toBusinessId");

-- CreateIndex
CREATE INDEX "RecommendationReport_userId_idx" ON "RecommendationReport"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "RecommendationReport_recommendationId_userId_key" ON "RecommendationReport"("recommendationId", "userId");

-- AddForeignKey
ALTER TABLE "BusinessConnection" ADD CONSTRAINT "BusinessConnection_requesterId_fkey" FOREIGN KEY ("requesterId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessConnection" ADD CONSTRAINT "BusinessConnection_addresseeId_fkey" FOREIGN KEY ("addresseeId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessConnection" ADD CONSTRAINT "BusinessConnection_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessBlock" ADD CONSTRAINT "BusinessBlock_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessBlock" ADD CONSTRAINT "BusinessBlock_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessBlock" ADD CONSTRAINT "BusinessBlock_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Referral" ADD CONSTRAINT "Referral_fromBusinessId_fkey" FOREIGN KEY ("fromBusinessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Referral" ADD CONSTRAINT "Referral_toBusinessId_fkey" FOREIGN KEY ("toBusinessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Referral" ADD CONSTRAINT "Referral_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recommendation" ADD CONSTRAINT "Recommendation_fromBusinessId_fkey" FOREIGN KEY ("fromBusinessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recommendation" ADD CONSTRAINT "Recommendation_toBusinessId_fkey" FOREIGN KEY ("toBusinessId") REFERENCES "BusinessProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recommendation" ADD CONSTRAINT "Recommendation_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecommendationReport" ADD CONSTRAINT "RecommendationReport_recommendationId_fkey" FOREIGN KEY ("recommendationId") REFERENCES "Recommendation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecommendationReport" ADD CONSTRAINT "RecommendationReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

