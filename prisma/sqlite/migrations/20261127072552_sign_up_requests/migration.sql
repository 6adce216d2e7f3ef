-- CreateTable
CREATE TABLE "SignUpRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "nextPath" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "SignUpRequest_tokenHash_key" ON "SignUpRequest"("tokenHash");

-- CreateIndex
CREATE INDEX "SignUpRequest_email_idx" ON "SignUpRequest"("email");

-- CreateIndex
CREATE INDEX "SignUpRequest_expiresAt_idx" ON "SignUpRequest"("expiresAt");

