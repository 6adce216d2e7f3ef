-- The directory's search matches the category text through this index instead of the text index:
-- the text is one of a few dozen values repeated on thousands of businesses, so the trigram lists of
-- a category word were the longest the FTS table read (a search for "plumb" read every plumber's
-- category too). The values are read by skipping through the index and folded in the application.
-- CreateIndex
CREATE INDEX "BusinessProfile_category_text_idx" ON "BusinessProfile"("category", "active", "citySlug", "totalReviews" DESC, "id");

-- Hand-written: the FTS table is recreated without the category, and its triggers with it (they
-- name its columns). A later migration that rebuilds "BusinessProfile" must recreate these triggers
-- and refill the table.
DROP TRIGGER "BusinessSearch_after_insert";
DROP TRIGGER "BusinessSearch_after_delete";
DROP TRIGGER "BusinessSearch_after_update";
DROP TABLE "BusinessSearch";

CREATE VIRTUAL TABLE "BusinessSearch" USING fts5("businessId" UNINDEXED, "businessName", "address", tokenize = 'trigram remove_diacritics 1');

INSERT INTO "BusinessSearch"(rowid, "businessId", "businessName", "address")
SELECT rowid, "id", "businessName", "address" FROM "BusinessProfile";

CREATE TRIGGER "BusinessSearch_after_insert" AFTER INSERT ON "BusinessProfile" BEGIN
  INSERT INTO "BusinessSearch"(rowid, "businessId", "businessName", "address")
  VALUES (new.rowid, new."id", new."businessName", new."address");
END;

CREATE TRIGGER "BusinessSearch_after_delete" AFTER DELETE ON "BusinessProfile" BEGIN
  DELETE FROM "BusinessSearch" WHERE rowid = old.rowid;
END;

CREATE TRIGGER "BusinessSearch_after_update" AFTER UPDATE OF "id", "businessName", "address" ON "BusinessProfile" BEGIN
  DELETE FROM "BusinessSearch" WHERE rowid = old.rowid;
  INSERT INTO "BusinessSearch"(rowid, "businessId", "businessName", "address")
  VALUES (new.rowid, new."id", new."businessName", new."address");
END;
