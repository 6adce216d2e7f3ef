-- DropIndex
DROP INDEX "BusinessProfile_categoryId_active_idx";

-- DropIndex
DROP INDEX "BusinessProfile_active_citySlug_idx";

-- DropIndex
DROP INDEX "BusinessHours_open_now_idx";

-- DropIndex
DROP INDEX "BusinessHours_businessId_dayOfWeek_openMinute_key";

-- AlterTable
ALTER TABLE "BusinessHours" ADD COLUMN     "businessActive" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "citySlug" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "BusinessProfile_category_city_idx" ON "BusinessProfile"("categoryId", "active", "citySlug", "totalReviews" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_city_idx" ON "BusinessProfile"("active", "citySlug", "totalReviews" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessHours_open_now_idx" ON "BusinessHours"("timeZone", "dayOfWeek", "businessActive", "closeMinute", "openMinute", "businessId");

-- CreateIndex
CREATE INDEX "BusinessHours_open_now_city_idx" ON "BusinessHours"("citySlug", "timeZone", "dayOfWeek", "businessActive", "closeMinute", "openMinute", "businessId");

-- CreateIndex
CREATE INDEX "BusinessHours_business_open_idx" ON "BusinessHours"("businessId", "dayOfWeek", "closeMinute", "openMinute", "timeZone");



-- Open now, counted (hand-written). Hours carry whether their business is active and its city,
-- filled here and kept by the same triggers that copy the time zone. (Statement ends inside function
-- bodies are written \073, and these comments use no semicolons or quotes: the migration runner
-- splits scripts at semicolons.)
UPDATE "BusinessHours" h SET "businessActive" = p."active", "citySlug" = p."citySlug" FROM "BusinessProfile" p WHERE p."id" = h."businessId";

CREATE OR REPLACE FUNCTION "BusinessHours_set_timeZone"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  SELECT p."timeZone", p."active", p."citySlug" INTO NEW."timeZone", NEW."businessActive", NEW."citySlug" FROM "BusinessProfile" p WHERE p."id" = NEW."businessId"\073
  NEW."timeZone" := COALESCE(NEW."timeZone", \'\')\073
  NEW."businessActive" := COALESCE(NEW."businessActive", true)\073
  NEW."citySlug" := COALESCE(NEW."citySlug", \'\')\073
  RETURN NEW\073
END
';

DROP TRIGGER "BusinessHours_timeZone_before_write" ON "BusinessHours";
CREATE TRIGGER "BusinessHours_timeZone_before_write" BEFORE INSERT OR UPDATE OF "businessId", "timeZone", "businessActive", "citySlug" ON "BusinessHours"
FOR EACH ROW EXECUTE FUNCTION "BusinessHours_set_timeZone"();

CREATE OR REPLACE FUNCTION "BusinessProfile_timeZone_to_hours"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "BusinessHours" SET "timeZone" = NEW."timeZone", "businessActive" = NEW."active", "citySlug" = NEW."citySlug"
  WHERE "businessId" = NEW."id"
    AND ("timeZone" IS DISTINCT FROM NEW."timeZone" OR "businessActive" IS DISTINCT FROM NEW."active" OR "citySlug" IS DISTINCT FROM NEW."citySlug")\073
  RETURN NULL\073
END
';

DROP TRIGGER "BusinessProfile_timeZone_to_hours" ON "BusinessProfile";
CREATE TRIGGER "BusinessProfile_timeZone_to_hours" AFTER UPDATE OF "id", "timeZone", "active", "citySlug" ON "BusinessProfile"
FOR EACH ROW WHEN (OLD."timeZone" IS DISTINCT FROM NEW."timeZone" OR OLD."id" IS DISTINCT FROM NEW."id"
  OR OLD."active" IS DISTINCT FROM NEW."active" OR OLD."citySlug" IS DISTINCT FROM NEW."citySlug")
EXECUTE FUNCTION "BusinessProfile_timeZone_to_hours"();

-- The hours of a business never overlap, so open now can count rows instead of distinct businesses.
-- Rows are intervals of minutes of the week (day * 1440 + minute), and hours past midnight on
-- Saturday run into Sunday, so each pair is also compared a week apart.
CREATE FUNCTION "BusinessHours_no_overlap"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF EXISTS (
    SELECT 1 FROM "BusinessHours" o, (VALUES (-10080), (0), (10080)) AS w(k)
    WHERE o."businessId" = NEW."businessId" AND o."id" <> NEW."id"
      AND NEW."dayOfWeek" * 1440 + NEW."openMinute" < o."dayOfWeek" * 1440 + o."closeMinute" + w.k
      AND o."dayOfWeek" * 1440 + o."openMinute" + w.k < NEW."dayOfWeek" * 1440 + NEW."closeMinute"
  ) THEN
    RAISE EXCEPTION \'Opening hours overlap\' USING ERRCODE = \'23P01\'\073
  END IF\073
  RETURN NEW\073
END
';

CREATE TRIGGER "BusinessHours_no_overlap" BEFORE INSERT OR UPDATE OF "businessId", "dayOfWeek", "openMinute", "closeMinute" ON "BusinessHours"
FOR EACH ROW EXECUTE FUNCTION "BusinessHours_no_overlap"();
