-- DropIndex
DROP INDEX "BusinessProfile_active_totalReviews_idx";

-- DropIndex
DROP INDEX "BusinessProfile_active_averageRating_idx";

-- DropIndex
DROP INDEX "BusinessProfile_active_memberSince_idx";

-- DropIndex
DROP INDEX "BusinessHours_dayOfWeek_openMinute_closeMinute_idx";

-- CreateIndex
CREATE INDEX "BusinessProfile_active_totalReviews_id_idx" ON "BusinessProfile"("active", "totalReviews" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_active_averageRating_id_idx" ON "BusinessProfile"("active", "averageRating" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_active_memberSince_id_idx" ON "BusinessProfile"("active", "memberSince" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_timeZone_idx" ON "BusinessProfile"("timeZone");

-- CreateIndex
CREATE INDEX "BusinessProfile_directory_filter_idx" ON "BusinessProfile"("active", "verificationStatus", "averageRating", "citySlug", "categoryId", "zipCode", "timeZone", "onlineBooking", "sameDayService", "latitude", "longitude", "id");

-- CreateIndex
CREATE INDEX "BusinessHours_dayOfWeek_closeMinute_openMinute_businessId_idx" ON "BusinessHours"("dayOfWeek", "closeMinute", "openMinute", "businessId");


-- Directory text search (hand-written): an FTS5 index with the trigram tokenizer over the columns the
-- directory's text matches, so "contains" (3+ characters) is an index lookup instead of a table scan.
-- Its rowid is the business row's rowid; triggers keep it in step with every write, raw seed inserts
-- included. A later migration that rebuilds "BusinessProfile" must recreate these triggers and
-- repopulate the table.
CREATE VIRTUAL TABLE "BusinessSearch" USING fts5("businessId" UNINDEXED, "businessName", "category", "address", tokenize = 'trigram');

INSERT INTO "BusinessSearch"(rowid, "businessId", "businessName", "category", "address")
SELECT rowid, "id", "businessName", "category", "address" FROM "BusinessProfile";

CREATE TRIGGER "BusinessSearch_after_insert" AFTER INSERT ON "BusinessProfile" BEGIN
  INSERT INTO "BusinessSearch"(rowid, "businessId", "businessName", "category", "address")
  VALUES (new.rowid, new."id", new."businessName", new."category", new."address");
END;

CREATE TRIGGER "BusinessSearch_after_delete" AFTER DELETE ON "BusinessProfile" BEGIN
  DELETE FROM "BusinessSearch" WHERE rowid = old.rowid;
END;

CREATE TRIGGER "BusinessSearch_after_update" AFTER UPDATE OF "id", "businessName", "category", "address" ON "BusinessProfile" BEGIN
  DELETE FROM "BusinessSearch" WHERE rowid = old.rowid;
  INSERT INTO "BusinessSearch"(rowid, "businessId", "businessName", "category", "address")
  VALUES (new.rowid, new."id", new."businessName", new."category", new."address");
END;
