-- Directory text search that ignores accents and case (hand-written): the FTS5 trigram table is
-- recreated with remove_diacritics, so "cafe" finds "Café" and "café" finds "Cafe". The triggers on
-- "BusinessProfile" that keep it current (directory_search_indexes) name the table and stay as they
-- are; the table is refilled from the businesses.
DROP TABLE "BusinessSearch";

CREATE VIRTUAL TABLE "BusinessSearch" USING fts5("businessId" UNINDEXED, "businessName", "category", "address", tokenize = 'trigram remove_diacritics 1');

INSERT INTO "BusinessSearch"(rowid, "businessId", "businessName", "category", "address")
SELECT rowid, "id", "businessName", "category", "address" FROM "BusinessProfile";
