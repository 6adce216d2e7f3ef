-- DropIndex
DROP INDEX "BusinessHours_dayOfWeek_closeMinute_openMinute_businessId_idx";

-- AlterTable
ALTER TABLE "BusinessHours" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "BusinessProfile_id_filter_idx" ON "BusinessProfile"("id", "active", "verificationStatus", "averageRating", "citySlug", "categoryId", "zipCode", "onlineBooking", "sameDayService");

-- CreateIndex
CREATE INDEX "BusinessHours_open_now_idx" ON "BusinessHours"("timeZone", "dayOfWeek", "closeMinute", "openMinute", "businessId");


-- Open now (hand-written): BusinessHours."timeZone" always equals the "timeZone" of its business.
-- The existing rows are filled here, and from now on every insert or update of an hours row takes the
-- zone of its business, and a new zone of a business is copied to its hours.
-- The migration runner splits a script at every semicolon (comments and function bodies included),
-- so the PL/pgSQL bodies are E'' strings that write each statement end as the escape \073.
UPDATE "BusinessHours" h SET "timeZone" = p."timeZone" FROM "BusinessProfile" p WHERE p."id" = h."businessId";

CREATE FUNCTION "BusinessHours_set_timeZone"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."timeZone" := COALESCE((SELECT p."timeZone" FROM "BusinessProfile" p WHERE p."id" = NEW."businessId"), \'\')\073
  RETURN NEW\073
END
';

CREATE TRIGGER "BusinessHours_timeZone_before_write" BEFORE INSERT OR UPDATE OF "businessId", "timeZone" ON "BusinessHours"
FOR EACH ROW EXECUTE FUNCTION "BusinessHours_set_timeZone"();

CREATE FUNCTION "BusinessProfile_timeZone_to_hours"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "BusinessHours" SET "timeZone" = NEW."timeZone" WHERE "businessId" = NEW."id" AND "timeZone" IS DISTINCT FROM NEW."timeZone"\073
  RETURN NULL\073
END
';

CREATE TRIGGER "BusinessProfile_timeZone_to_hours" AFTER UPDATE OF "id", "timeZone" ON "BusinessProfile"
FOR EACH ROW WHEN (OLD."timeZone" IS DISTINCT FROM NEW."timeZone" OR OLD."id" IS DISTINCT FROM NEW."id")
EXECUTE FUNCTION "BusinessProfile_timeZone_to_hours"();
