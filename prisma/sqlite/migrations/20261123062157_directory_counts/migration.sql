-- CreateTable
CREATE TABLE "DirectoryCount" (
    "citySlug" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL DEFAULT '',
    "businesses" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("citySlug", "categoryId")
);

-- CreateIndex
CREATE INDEX "DirectoryCount_categoryId_citySlug_businesses_idx" ON "DirectoryCount"("categoryId", "citySlug", "businesses");



-- The directory's exact totals (hand-written): how many active businesses each city has in each
-- category, filled here and kept by triggers on every write of BusinessProfile that adds, removes
-- or moves an active business. A business without a category counts under the empty id.
INSERT INTO "DirectoryCount" ("citySlug", "categoryId", "businesses")
SELECT "citySlug", COALESCE("categoryId", ''), COUNT(*) FROM "BusinessProfile" WHERE "active" GROUP BY "citySlug", COALESCE("categoryId", '');

CREATE TRIGGER "BusinessProfile_directory_count_after_insert" AFTER INSERT ON "BusinessProfile"
WHEN NEW."active"
BEGIN
  INSERT INTO "DirectoryCount" ("citySlug", "categoryId", "businesses") VALUES (NEW."citySlug", COALESCE(NEW."categoryId", ''), 1)
    ON CONFLICT ("citySlug", "categoryId") DO UPDATE SET "businesses" = "businesses" + 1;
END;

CREATE TRIGGER "BusinessProfile_directory_count_after_delete" AFTER DELETE ON "BusinessProfile"
WHEN OLD."active"
BEGIN
  UPDATE "DirectoryCount" SET "businesses" = "businesses" - 1 WHERE "citySlug" = OLD."citySlug" AND "categoryId" = COALESCE(OLD."categoryId", '');
END;

CREATE TRIGGER "BusinessProfile_directory_count_after_update" AFTER UPDATE OF "active", "citySlug", "categoryId" ON "BusinessProfile"
WHEN OLD."active" IS NOT NEW."active" OR OLD."citySlug" IS NOT NEW."citySlug" OR OLD."categoryId" IS NOT NEW."categoryId"
BEGIN
  UPDATE "DirectoryCount" SET "businesses" = "businesses" - 1 WHERE OLD."active" AND "citySlug" = OLD."citySlug" AND "categoryId" = COALESCE(OLD."categoryId", '');
  INSERT INTO "DirectoryCount" ("citySlug", "categoryId", "businesses") SELECT NEW."citySlug", COALESCE(NEW."categoryId", ''), 1 WHERE NEW."active"
    ON CONFLICT ("citySlug", "categoryId") DO UPDATE SET "businesses" = "businesses" + 1;
END;
