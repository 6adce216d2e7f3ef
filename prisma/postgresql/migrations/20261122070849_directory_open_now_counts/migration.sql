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
ADD COLUMN     "categoryId" TEXT,
ADD COLUMN     "citySlug" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "onlineBooking" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "ratingFloor" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sameDayService" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "verificationStatus" "VerificationStatus" NOT NULL DEFAULT 'pending';

-- CreateIndex
CREATE INDEX "BusinessProfile_category_city_idx" ON "BusinessProfile"("categoryId", "active", "citySlug", "totalReviews" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_city_idx" ON "BusinessProfile"("active", "citySlug", "totalReviews" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessHours_open_now_idx" ON "BusinessHours"("timeZone", "dayOfWeek", "businessActive", "closeMinute", "openMinute", "verificationStatus", "ratingFloor", "categoryId", "onlineBooking", "sameDayService");

-- CreateIndex
CREATE INDEX "BusinessHours_open_now_city_idx" ON "BusinessHours"("citySlug", "timeZone", "dayOfWeek", "businessActive", "closeMinute", "openMinute", "verificationStatus", "ratingFloor", "categoryId", "onlineBooking", "sameDayService");

-- CreateIndex
CREATE INDEX "BusinessHours_business_open_idx" ON "BusinessHours"("businessId", "dayOfWeek", "closeMinute", "openMinute", "timeZone");



-- Open now, counted (hand-written). Hours carry copies of every column of their business that the
-- directory filters on (timeZone, active, citySlug, categoryId, verificationStatus, averageRating, onlineBooking, sameDayService), filled here and kept by triggers that replace those of migration directory_open_now_time_zone.
-- (Statement ends inside function bodies are written \073, and these comments use no semicolons or
-- quotes: the migration runner splits scripts at semicolons.)
UPDATE "BusinessHours" h SET "timeZone" = p."timeZone", "businessActive" = p."active", "citySlug" = p."citySlug", "categoryId" = p."categoryId", "verificationStatus" = p."verificationStatus", "ratingFloor" = floor(p."averageRating")::int, "onlineBooking" = p."onlineBooking", "sameDayService" = p."sameDayService" FROM "BusinessProfile" p WHERE p."id" = h."businessId";

DROP TRIGGER "BusinessHours_timeZone_before_write" ON "BusinessHours";
DROP FUNCTION "BusinessHours_set_timeZone"();
DROP TRIGGER "BusinessProfile_timeZone_to_hours" ON "BusinessProfile";
DROP FUNCTION "BusinessProfile_timeZone_to_hours"();

CREATE FUNCTION "BusinessHours_copy_business"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  SELECT p."timeZone", p."active", p."citySlug", p."categoryId", p."verificationStatus", floor(p."averageRating")::int, p."onlineBooking", p."sameDayService" INTO NEW."timeZone", NEW."businessActive", NEW."citySlug", NEW."categoryId", NEW."verificationStatus", NEW."ratingFloor", NEW."onlineBooking", NEW."sameDayService" FROM "BusinessProfile" p WHERE p."id" = NEW."businessId"\073
  NEW."timeZone" := COALESCE(NEW."timeZone", \'\')\073
  NEW."businessActive" := COALESCE(NEW."businessActive", true)\073
  NEW."citySlug" := COALESCE(NEW."citySlug", \'\')\073
  NEW."verificationStatus" := COALESCE(NEW."verificationStatus", \'pending\')\073
  NEW."ratingFloor" := COALESCE(NEW."ratingFloor", 0)\073
  NEW."onlineBooking" := COALESCE(NEW."onlineBooking", false)\073
  NEW."sameDayService" := COALESCE(NEW."sameDayService", false)\073
  RETURN NEW\073
END
';

CREATE TRIGGER "BusinessHours_copy_business" BEFORE INSERT OR UPDATE OF "businessId", "timeZone", "businessActive", "citySlug", "categoryId", "verificationStatus", "ratingFloor", "onlineBooking", "sameDayService" ON "BusinessHours"
FOR EACH ROW EXECUTE FUNCTION "BusinessHours_copy_business"();

CREATE FUNCTION "BusinessProfile_copy_to_hours"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "BusinessHours" SET "timeZone" = NEW."timeZone", "businessActive" = NEW."active", "citySlug" = NEW."citySlug", "categoryId" = NEW."categoryId", "verificationStatus" = NEW."verificationStatus", "ratingFloor" = floor(NEW."averageRating")::int, "onlineBooking" = NEW."onlineBooking", "sameDayService" = NEW."sameDayService"
  WHERE "businessId" = NEW."id" AND ("timeZone" IS DISTINCT FROM NEW."timeZone" OR "businessActive" IS DISTINCT FROM NEW."active" OR "citySlug" IS DISTINCT FROM NEW."citySlug" OR "categoryId" IS DISTINCT FROM NEW."categoryId" OR "verificationStatus" IS DISTINCT FROM NEW."verificationStatus" OR "ratingFloor" IS DISTINCT FROM floor(NEW."averageRating")::int OR "onlineBooking" IS DISTINCT FROM NEW."onlineBooking" OR "sameDayService" IS DISTINCT FROM NEW."sameDayService")\073
  RETURN NULL\073
END
';

CREATE TRIGGER "BusinessProfile_copy_to_hours" AFTER UPDATE OF "id", "timeZone", "active", "citySlug", "categoryId", "verificationStatus", "averageRating", "onlineBooking", "sameDayService" ON "BusinessProfile"
FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."timeZone" IS DISTINCT FROM NEW."timeZone" OR OLD."active" IS DISTINCT FROM NEW."active" OR OLD."citySlug" IS DISTINCT FROM NEW."citySlug" OR OLD."categoryId" IS DISTINCT FROM NEW."categoryId" OR OLD."verificationStatus" IS DISTINCT FROM NEW."verificationStatus" OR OLD."averageRating" IS DISTINCT FROM NEW."averageRating" OR OLD."onlineBooking" IS DISTINCT FROM NEW."onlineBooking" OR OLD."sameDayService" IS DISTINCT FROM NEW."sameDayService")
EXECUTE FUNCTION "BusinessProfile_copy_to_hours"();

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
