-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_BusinessTag" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT,
    "category" TEXT,
    "color" TEXT,
    "icon" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "usageCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_BusinessTag" ("category", "color", "createdAt", "description", "icon", "id", "isActive", "name", "slug") SELECT "category", "color", "createdAt", "description", "icon", "id", "isActive", "name", "slug" FROM "BusinessTag";
DROP TABLE "BusinessTag";
ALTER TABLE "new_BusinessTag" RENAME TO "BusinessTag";
CREATE UNIQUE INDEX "BusinessTag_name_key" ON "BusinessTag"("name");
CREATE UNIQUE INDEX "BusinessTag_slug_key" ON "BusinessTag"("slug");
CREATE INDEX "BusinessTag_isActive_name_idx" ON "BusinessTag"("isActive", "name");
CREATE INDEX "BusinessTag_isActive_usageCount_idx" ON "BusinessTag"("isActive", "usageCount");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- Each tag counts the businesses that carry it, so the filter panel can offer the most used tags
-- without counting assignments on every directory page.
UPDATE "BusinessTag" SET "usageCount" = (SELECT COUNT(*) FROM "BusinessTagAssignment" a WHERE a."tagId" = "BusinessTag"."id");

CREATE TRIGGER "BusinessTagAssignment_usage_after_insert" AFTER INSERT ON "BusinessTagAssignment"
BEGIN
  UPDATE "BusinessTag" SET "usageCount" = "usageCount" + 1 WHERE "id" = NEW."tagId";
END;

CREATE TRIGGER "BusinessTagAssignment_usage_after_delete" AFTER DELETE ON "BusinessTagAssignment"
BEGIN
  UPDATE "BusinessTag" SET "usageCount" = "usageCount" - 1 WHERE "id" = OLD."tagId";
END;

CREATE TRIGGER "BusinessTagAssignment_usage_after_update" AFTER UPDATE OF "tagId" ON "BusinessTagAssignment"
WHEN OLD."tagId" IS NOT NEW."tagId"
BEGIN
  UPDATE "BusinessTag" SET "usageCount" = "usageCount" - 1 WHERE "id" = OLD."tagId";
  UPDATE "BusinessTag" SET "usageCount" = "usageCount" + 1 WHERE "id" = NEW."tagId";
END;
