-- Review integrity (16 CFR 465, finding N6). Plain ALTER TABLE statements: a table copy would drop
-- the hand-made indexes and triggers of earlier migrations.

-- The session's last client address (SHA-256), for the insider check of reviews.
ALTER TABLE "UserSession" ADD COLUMN "addressHash" TEXT;

-- An owner's extortion report pauses new reviews until an admin clears it.
ALTER TABLE "BusinessProfile" ADD COLUMN "reviewsPausedAt" DATETIME;
CREATE INDEX "BusinessProfile_reviewsPausedAt_idx" ON "BusinessProfile"("reviewsPausedAt");

-- Held reviews (status 'pending_email' and 'held' are new values of the text column "status").
ALTER TABLE "Review" ADD COLUMN "addressHash" TEXT;
ALTER TABLE "Review" ADD COLUMN "confirmExpiresAt" DATETIME;
ALTER TABLE "Review" ADD COLUMN "confirmTokenHash" TEXT;
ALTER TABLE "Review" ADD COLUMN "heldReason" TEXT;
ALTER TABLE "Review" ADD COLUMN "textHash" TEXT;
CREATE UNIQUE INDEX "Review_confirmTokenHash_key" ON "Review"("confirmTokenHash");
CREATE INDEX "Review_businessId_createdAt_idx" ON "Review"("businessId", "createdAt");
CREATE INDEX "Review_textHash_idx" ON "Review"("textHash");
CREATE INDEX "Review_addressHash_createdAt_idx" ON "Review"("addressHash", "createdAt");

-- Request link codes are kept only as their SHA-256. SQLite has no SHA-256 in SQL, so requests
-- made before this migration keep no usable code: their links stop working (404). PostgreSQL's
-- migration hashes the existing codes, and their links keep working there.
ALTER TABLE "ReviewRequest" ADD COLUMN "linkCodeHash" TEXT;
DROP INDEX "ReviewRequest_linkCode_key";
ALTER TABLE "ReviewRequest" DROP COLUMN "linkCode";
CREATE UNIQUE INDEX "ReviewRequest_linkCodeHash_key" ON "ReviewRequest"("linkCodeHash");
