-- DropIndex
DROP INDEX "BusinessProfile_listed_name_idx";

-- CreateIndex
CREATE INDEX "BusinessProfile_listed_member_idx" ON "BusinessProfile"("id", "active", "awaitingApproval", "businessName", "categoryId");

