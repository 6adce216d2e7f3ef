-- CreateTable
CREATE TABLE "SignUpRequest" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "nextPath" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignUpRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SignUpRequest_tokenHash_key" ON "SignUpRequest"("tokenHash");

-- CreateIndex
CREATE INDEX "SignUpRequest_email_idx" ON "SignUpRequest"("email");

-- CreateIndex
CREATE INDEX "SignUpRequest_expiresAt_idx" ON "SignUpRequest"("expiresAt");

