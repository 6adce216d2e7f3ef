-- CreateTable
CREATE TABLE "DirectoryCount" (
    "citySlug" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL DEFAULT '',
    "businesses" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DirectoryCount_pkey" PRIMARY KEY ("citySlug","categoryId")
);

-- CreateIndex
CREATE INDEX "DirectoryCount_categoryId_citySlug_businesses_idx" ON "DirectoryCount"("categoryId", "citySlug", "businesses");



-- The directory counts active businesses per city and category (hand-written), filled here and
-- kept by a trigger on every write of BusinessProfile that adds, removes or moves an active
-- business. A business without a category counts under the empty id.
-- (Statement ends inside the function body are written \073: the migration runner splits at them.)
INSERT INTO "DirectoryCount" ("citySlug", "categoryId", "businesses")
SELECT "citySlug", COALESCE("categoryId", ''), COUNT(*) FROM "BusinessProfile" WHERE "active" GROUP BY "citySlug", COALESCE("categoryId", '');

CREATE FUNCTION "BusinessProfile_directory_count"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP <> \'INSERT\' THEN
    IF OLD."active" THEN
      UPDATE "DirectoryCount" SET "businesses" = "businesses" - 1 WHERE "citySlug" = OLD."citySlug" AND "categoryId" = COALESCE(OLD."categoryId", \'\')\073
    END IF\073
  END IF\073
  IF TG_OP <> \'DELETE\' THEN
    IF NEW."active" THEN
      INSERT INTO "DirectoryCount" ("citySlug", "categoryId", "businesses") VALUES (NEW."citySlug", COALESCE(NEW."categoryId", \'\'), 1)
        ON CONFLICT ("citySlug", "categoryId") DO UPDATE SET "businesses" = "DirectoryCount"."businesses" + 1\073
    END IF\073
  END IF\073
  RETURN NULL\073
END
';

CREATE TRIGGER "BusinessProfile_directory_count_insert_delete" AFTER INSERT OR DELETE ON "BusinessProfile"
FOR EACH ROW EXECUTE FUNCTION "BusinessProfile_directory_count"();

CREATE TRIGGER "BusinessProfile_directory_count_update" AFTER UPDATE OF "active", "citySlug", "categoryId" ON "BusinessProfile"
FOR EACH ROW WHEN (OLD."active" IS DISTINCT FROM NEW."active" OR OLD."citySlug" IS DISTINCT FROM NEW."citySlug" OR OLD."categoryId" IS DISTINCT FROM NEW."categoryId")
EXECUTE FUNCTION "BusinessProfile_directory_count"();
