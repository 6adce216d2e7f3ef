-- CreateIndex
CREATE INDEX "Referral_toBusinessId_status_closedAt_valueCents_idx" ON "Referral"("toBusinessId", "status", "closedAt", "valueCents");

