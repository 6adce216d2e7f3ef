-- The admin list's name sort ignores ASCII case, like its name search (hand-written): one index
-- serves both the range "businessName" >= 's' AND < 't' (COLLATE NOCASE) and the order, so a
-- one-letter search sorted by name reads its page in index order instead of sorting every match.
-- It replaces the binary-order name index.
DROP INDEX "BusinessProfile_admin_name_idx";

CREATE INDEX "BusinessProfile_admin_name_nocase_idx" ON "BusinessProfile" ("businessName" COLLATE NOCASE, "id");
