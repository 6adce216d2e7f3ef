-- AlterTable
ALTER TABLE "BusinessTag" ADD COLUMN     "usageCount" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "BusinessTag_isActive_usageCount_idx" ON "BusinessTag"("isActive", "usageCount");


-- Each tag counts the businesses that carry it, so the filter panel can offer the most used tags
-- without counting assignments on every directory page.
UPDATE "BusinessTag" SET "usageCount" = (SELECT COUNT(*) FROM "BusinessTagAssignment" a WHERE a."tagId" = "BusinessTag"."id");

CREATE FUNCTION "BusinessTagAssignment_count_usage"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = \'DELETE\' OR TG_OP = \'UPDATE\' THEN
    UPDATE "BusinessTag" SET "usageCount" = "usageCount" - 1 WHERE "id" = OLD."tagId"\073
  END IF\073
  IF TG_OP = \'INSERT\' OR TG_OP = \'UPDATE\' THEN
    UPDATE "BusinessTag" SET "usageCount" = "usageCount" + 1 WHERE "id" = NEW."tagId"\073
  END IF\073
  RETURN NULL\073
END
';

CREATE TRIGGER "BusinessTagAssignment_count_usage" AFTER INSERT OR DELETE OR UPDATE OF "tagId" ON "BusinessTagAssignment"
FOR EACH ROW EXECUTE FUNCTION "BusinessTagAssignment_count_usage"();
