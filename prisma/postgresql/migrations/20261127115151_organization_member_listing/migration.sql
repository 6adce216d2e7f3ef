-- CreateIndex
CREATE INDEX "BusinessProfile_listed_name_idx" ON "BusinessProfile"("id", "active", "awaitingApproval", "businessName");

