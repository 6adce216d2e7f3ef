-- AlterTable
ALTER TABLE "BusinessProfile" ADD COLUMN     "foundingMemberAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "WaitlistEntry" ADD COLUMN     "browserKeyHash" TEXT,
ADD COLUMN     "confirmedReferrals" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "emailCanonical" TEXT,
ADD COLUMN     "held" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "leaderboardOptIn" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "referralCreditedAt" TIMESTAMP(3),
ADD COLUMN     "referralKey" TEXT,
ADD COLUMN     "referredById" TEXT,
ADD COLUMN     "riskClearedAt" TIMESTAMP(3),
ADD COLUMN     "riskLevel" TEXT NOT NULL DEFAULT 'low',
ADD COLUMN     "riskReasons" TEXT,
ADD COLUMN     "spotKeyHash" TEXT;

-- CreateTable
CREATE TABLE "WaitlistArea" (
    "id" TEXT NOT NULL,
    "citySlug" TEXT,
    "zipCode" TEXT,
    "goal" INTEGER NOT NULL,
    "foundingMemberSlots" INTEGER NOT NULL,
    "referralBoost" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WaitlistArea_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistArea_citySlug_key" ON "WaitlistArea"("citySlug");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistArea_zipCode_key" ON "WaitlistArea"("zipCode");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_referralKey_key" ON "WaitlistEntry"("referralKey");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_spotKeyHash_key" ON "WaitlistEntry"("spotKeyHash");

-- CreateIndex
CREATE INDEX "WaitlistEntry_citySlug_held_emailConfirmedAt_idx" ON "WaitlistEntry"("citySlug", "held", "emailConfirmedAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_zipCode_held_emailConfirmedAt_idx" ON "WaitlistEntry"("zipCode", "held", "emailConfirmedAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_organizationSlug_held_emailConfirmedAt_idx" ON "WaitlistEntry"("organizationSlug", "held", "emailConfirmedAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_referredById_idx" ON "WaitlistEntry"("referredById");

-- CreateIndex
CREATE INDEX "WaitlistEntry_emailCanonical_idx" ON "WaitlistEntry"("emailCanonical");

-- CreateIndex
CREATE INDEX "WaitlistEntry_referrerIp_createdAt_idx" ON "WaitlistEntry"("referrerIp", "createdAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_browserKeyHash_createdAt_idx" ON "WaitlistEntry"("browserKeyHash", "createdAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_riskLevel_createdAt_idx" ON "WaitlistEntry"("riskLevel", "createdAt");

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_referredById_fkey" FOREIGN KEY ("referredById") REFERENCES "WaitlistEntry"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The addresses as the fraud check compares them (features/waitlist/risk.ts): without a "+tag" or
-- dots before the @, googlemail.com read as gmail.com.
UPDATE "WaitlistEntry" SET "emailCanonical" =
  replace(regexp_replace(split_part("email", '@', 1), '\+.*$', ''), '.', '') || '@' ||
  CASE WHEN split_part("email", '@', 2) = 'googlemail.com' THEN 'gmail.com' ELSE split_part("email", '@', 2) END;

-- The welcome email links the owner's spot page, and the launch email invites the owner to list or
-- claim the business (it no longer says the business is listed): rows still holding the old default text.
UPDATE "EmailTemplate" SET "subject" = 'Welcome to LocalHub, {{ownerName}}!', "bodyText" = 'Hi {{ownerName}},

Thanks for joining the LocalHub directory waitlist. We''ll let you know as soon as LocalHub launches in your area.

See your place in line and your referral link: each business that joins through it and confirms its email moves you up. {{spotLink}}

— The LocalHub team', "bodyHtml" = '<p>Hi {{ownerName}},</p><p>Thanks for joining the LocalHub directory waitlist. We''ll let you know as soon as LocalHub launches in your area.</p><p>Each business that joins through your referral link and confirms its email moves you up the line. <a href="{{spotLink}}">See your place in line</a></p><p>— The LocalHub team</p>', "variables" = 'ownerName,spotLink'
  WHERE "key" = 'welcome' AND "bodyText" = 'Hi {{ownerName}},

Thanks for joining the LocalHub directory waitlist. We''ll let you know as soon as LocalHub launches in your area.

— The LocalHub team';
UPDATE "EmailTemplate" SET "subject" = 'LocalHub is live in {{city}}', "bodyText" = 'Hi {{ownerName}},

Good news: LocalHub is now live in {{city}}. Create the free listing of {{businessName}} so local customers can find it: {{createLink}}

If {{businessName}} is already in the {{city}} directory, claim it from its page instead: {{directoryLink}}

— The LocalHub team', "bodyHtml" = '<p>Hi {{ownerName}},</p><p>Good news: LocalHub is now live in {{city}}. Create the free listing of <strong>{{businessName}}</strong> so local customers can find it.</p><p><a href="{{createLink}}">Create your listing</a></p><p>If {{businessName}} is already in the {{city}} directory, claim it from its page instead: <a href="{{directoryLink}}">see the {{city}} directory</a></p><p>— The LocalHub team</p>', "variables" = 'ownerName,businessName,city,createLink,directoryLink'
  WHERE "key" = 'area_launch' AND "bodyText" = 'Hi {{ownerName}},

Good news: LocalHub is now live in {{city}}, and {{businessName}} can now be found by local customers. See the {{city}} directory: {{directoryLink}}

— The LocalHub team';
