-- The admin list's name sort follows the folded name, like its name search (hand-written): one
-- index serves both the search's range localhub_fold("businessName") ~>=~ 's' AND ~<~ 't' and the
-- order (USING ~<~: byte order of the folded name, then the id), so a one-letter search sorted by
-- name reads its page in index order instead of sorting every match. The name is included so deep
-- pages are index-only scans. It replaces the plain name index.
DROP INDEX "BusinessProfile_admin_name_idx";

CREATE INDEX "BusinessProfile_admin_name_fold_idx" ON "BusinessProfile" (localhub_fold("businessName") text_pattern_ops, "id") INCLUDE ("businessName");
