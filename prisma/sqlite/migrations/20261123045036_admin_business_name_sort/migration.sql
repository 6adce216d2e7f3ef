-- The admin list's name sort ignores ASCII case, like the name-prefix search (hand-written): one
-- index serves both the range "businessName" >= 's' AND < 't' (COLLATE NOCASE) and the order, so a
-- one-letter search sorted by name reads its page in index order instead of sorting every match.
-- It replaces the binary-order admin name index and the directory's name-prefix index (the same
-- first column: the directory's short-text search reads this one).
DROP INDEX "BusinessProfile_admin_name_idx";
DROP INDEX "BusinessProfile_businessName_nocase_idx";

CREATE INDEX "BusinessProfile_name_nocase_id_idx" ON "BusinessProfile" ("businessName" COLLATE NOCASE, "id");
