-- AlterTable
ALTER TABLE "BusinessProfile" ADD COLUMN "foundingMemberAt" DATETIME;

-- CreateTable
CREATE TABLE "WaitlistArea" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "citySlug" TEXT,
    "zipCode" TEXT,
    "goal" INTEGER NOT NULL,
    "foundingMemberSlots" INTEGER NOT NULL,
    "referralBoost" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- In place (no table redefinition, which would drop hand-made indexes and triggers): new columns,
-- the self-reference added with its REFERENCES clause (SQLite allows it for a column defaulting to NULL).
ALTER TABLE "WaitlistEntry" ADD COLUMN "emailCanonical" TEXT;
ALTER TABLE "WaitlistEntry" ADD COLUMN "browserKeyHash" TEXT;
ALTER TABLE "WaitlistEntry" ADD COLUMN "riskLevel" TEXT NOT NULL DEFAULT 'low';
ALTER TABLE "WaitlistEntry" ADD COLUMN "riskReasons" TEXT;
ALTER TABLE "WaitlistEntry" ADD COLUMN "held" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "WaitlistEntry" ADD COLUMN "riskClearedAt" DATETIME;
ALTER TABLE "WaitlistEntry" ADD COLUMN "referralKey" TEXT;
ALTER TABLE "WaitlistEntry" ADD COLUMN "spotKeyHash" TEXT;
ALTER TABLE "WaitlistEntry" ADD COLUMN "referredById" TEXT REFERENCES "WaitlistEntry" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "WaitlistEntry" ADD COLUMN "referralCreditedAt" DATETIME;
ALTER TABLE "WaitlistEntry" ADD COLUMN "confirmedReferrals" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "WaitlistEntry" ADD COLUMN "leaderboardOptIn" BOOLEAN NOT NULL DEFAULT false;
CREATE UNIQUE INDEX "WaitlistEntry_referralKey_key" ON "WaitlistEntry"("referralKey");
CREATE UNIQUE INDEX "WaitlistEntry_spotKeyHash_key" ON "WaitlistEntry"("spotKeyHash");
CREATE INDEX "WaitlistEntry_citySlug_held_emailConfirmedAt_idx" ON "WaitlistEntry"("citySlug", "held", "emailConfirmedAt");
CREATE INDEX "WaitlistEntry_zipCode_held_emailConfirmedAt_idx" ON "WaitlistEntry"("zipCode", "held", "emailConfirmedAt");
CREATE INDEX "WaitlistEntry_organizationSlug_held_emailConfirmedAt_idx" ON "WaitlistEntry"("organizationSlug", "held", "emailConfirmedAt");
CREATE INDEX "WaitlistEntry_referredById_idx" ON "WaitlistEntry"("referredById");
CREATE INDEX "WaitlistEntry_emailCanonical_idx" ON "WaitlistEntry"("emailCanonical");
CREATE INDEX "WaitlistEntry_referrerIp_createdAt_idx" ON "WaitlistEntry"("referrerIp", "createdAt");
CREATE INDEX "WaitlistEntry_browserKeyHash_createdAt_idx" ON "WaitlistEntry"("browserKeyHash", "createdAt");
CREATE INDEX "WaitlistEntry_riskLevel_createdAt_idx" ON "WaitlistEntry"("riskLevel", "createdAt");

-- The addresses as the fraud check compares them (features/waitlist/risk.ts): without a "+tag" or
-- dots before the @, googlemail.com read as gmail.com.
UPDATE "WaitlistEntry" SET "emailCanonical" = CASE
  WHEN instr(substr("email", 1, instr("email", '@') - 1), '+') > 0
    THEN substr("email", 1, instr("email", '+') - 1) || substr("email", instr("email", '@'))
  ELSE "email" END;
UPDATE "WaitlistEntry" SET "emailCanonical" =
  replace(substr("emailCanonical", 1, instr("emailCanonical", '@') - 1), '.', '') ||
  replace(substr("emailCanonical", instr("emailCanonical", '@')), '@googlemail.com', '@gmail.com');

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistArea_citySlug_key" ON "WaitlistArea"("citySlug");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistArea_zipCode_key" ON "WaitlistArea"("zipCode");


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
