-- Edited by hand: the open-now triggers go first (SQLite refuses to rename a table while a trigger
-- names a table that is gone), and are recreated at the end.
DROP TRIGGER IF EXISTS "BusinessHours_timeZone_after_insert";
DROP TRIGGER IF EXISTS "BusinessHours_timeZone_after_update";
DROP TRIGGER IF EXISTS "BusinessProfile_timeZone_to_hours";

-- DropIndex
DROP INDEX "BusinessProfile_categoryId_active_idx";

-- DropIndex
DROP INDEX "BusinessProfile_active_citySlug_idx";

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_BusinessHours" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "businessId" TEXT NOT NULL,
    "dayOfWeek" INTEGER NOT NULL,
    "openMinute" INTEGER NOT NULL,
    "closeMinute" INTEGER NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT '',
    "businessActive" BOOLEAN NOT NULL DEFAULT true,
    "citySlug" TEXT NOT NULL DEFAULT '',
    "categoryId" TEXT,
    "verificationStatus" TEXT NOT NULL DEFAULT 'pending',
    "ratingFloor" INTEGER NOT NULL DEFAULT 0,
    "onlineBooking" BOOLEAN NOT NULL DEFAULT false,
    "sameDayService" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "BusinessHours_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Edited by hand: copies the business's filter columns onto its hours.
INSERT INTO "new_BusinessHours" ("businessId", "closeMinute", "dayOfWeek", "id", "openMinute", "timeZone", "businessActive", "citySlug", "categoryId", "verificationStatus", "ratingFloor", "onlineBooking", "sameDayService")
SELECT h."businessId", h."closeMinute", h."dayOfWeek", h."id", h."openMinute", p."timeZone", p."active", p."citySlug", p."categoryId", p."verificationStatus", CAST(p."averageRating" AS INTEGER), p."onlineBooking", p."sameDayService"
FROM "BusinessHours" h JOIN "BusinessProfile" p ON p."id" = h."businessId";
DROP TABLE "BusinessHours";
ALTER TABLE "new_BusinessHours" RENAME TO "BusinessHours";
CREATE INDEX "BusinessHours_open_now_idx" ON "BusinessHours"("timeZone", "dayOfWeek", "businessActive", "closeMinute", "openMinute", "verificationStatus", "ratingFloor", "categoryId", "onlineBooking", "sameDayService");
CREATE INDEX "BusinessHours_open_now_city_idx" ON "BusinessHours"("citySlug", "timeZone", "dayOfWeek", "businessActive", "closeMinute", "openMinute", "verificationStatus", "ratingFloor", "categoryId", "onlineBooking", "sameDayService");
CREATE INDEX "BusinessHours_business_open_idx" ON "BusinessHours"("businessId", "dayOfWeek", "closeMinute", "openMinute", "timeZone");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "BusinessProfile_category_city_idx" ON "BusinessProfile"("categoryId", "active", "citySlug", "totalReviews" DESC, "id");

-- CreateIndex
CREATE INDEX "BusinessProfile_city_idx" ON "BusinessProfile"("active", "citySlug", "totalReviews" DESC, "id");


-- Open now, counted (hand-written). The triggers dropped above come back copying every column of
-- the business that the directory filters on (timeZone, active, citySlug, categoryId, verificationStatus, averageRating, onlineBooking, sameDayService). Every insert or update of an hours row takes them
-- from its business (the WHEN clause skips rows that already have them, such as seeded rows), and a
-- change of them on a business is copied to its hours. A later migration that rebuilds either table
-- must recreate these triggers.
CREATE TRIGGER "BusinessHours_business_after_insert" AFTER INSERT ON "BusinessHours"
WHEN NOT EXISTS (SELECT 1 FROM "BusinessProfile" p WHERE p."id" = new."businessId" AND p."timeZone" IS new."timeZone" AND p."active" IS new."businessActive" AND p."citySlug" IS new."citySlug" AND p."categoryId" IS new."categoryId" AND p."verificationStatus" IS new."verificationStatus" AND CAST(p."averageRating" AS INTEGER) IS new."ratingFloor" AND p."onlineBooking" IS new."onlineBooking" AND p."sameDayService" IS new."sameDayService")
BEGIN
  UPDATE "BusinessHours" SET
    "timeZone" = (SELECT p."timeZone" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "businessActive" = (SELECT p."active" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "citySlug" = (SELECT p."citySlug" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "categoryId" = (SELECT p."categoryId" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "verificationStatus" = (SELECT p."verificationStatus" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "ratingFloor" = (SELECT CAST(p."averageRating" AS INTEGER) FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "onlineBooking" = (SELECT p."onlineBooking" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "sameDayService" = (SELECT p."sameDayService" FROM "BusinessProfile" p WHERE p."id" = new."businessId")
  WHERE "id" = new."id";
END;

CREATE TRIGGER "BusinessHours_business_after_update" AFTER UPDATE OF "businessId", "timeZone", "businessActive", "citySlug", "categoryId", "verificationStatus", "ratingFloor", "onlineBooking", "sameDayService" ON "BusinessHours"
WHEN NOT EXISTS (SELECT 1 FROM "BusinessProfile" p WHERE p."id" = new."businessId" AND p."timeZone" IS new."timeZone" AND p."active" IS new."businessActive" AND p."citySlug" IS new."citySlug" AND p."categoryId" IS new."categoryId" AND p."verificationStatus" IS new."verificationStatus" AND CAST(p."averageRating" AS INTEGER) IS new."ratingFloor" AND p."onlineBooking" IS new."onlineBooking" AND p."sameDayService" IS new."sameDayService")
BEGIN
  UPDATE "BusinessHours" SET
    "timeZone" = (SELECT p."timeZone" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "businessActive" = (SELECT p."active" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "citySlug" = (SELECT p."citySlug" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "categoryId" = (SELECT p."categoryId" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "verificationStatus" = (SELECT p."verificationStatus" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "ratingFloor" = (SELECT CAST(p."averageRating" AS INTEGER) FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "onlineBooking" = (SELECT p."onlineBooking" FROM "BusinessProfile" p WHERE p."id" = new."businessId"),
    "sameDayService" = (SELECT p."sameDayService" FROM "BusinessProfile" p WHERE p."id" = new."businessId")
  WHERE "id" = new."id";
END;

CREATE TRIGGER "BusinessProfile_to_hours" AFTER UPDATE OF "id", "timeZone", "active", "citySlug", "categoryId", "verificationStatus", "averageRating", "onlineBooking", "sameDayService" ON "BusinessProfile"
BEGIN
  UPDATE "BusinessHours" SET "timeZone" = new."timeZone", "businessActive" = new."active", "citySlug" = new."citySlug", "categoryId" = new."categoryId", "verificationStatus" = new."verificationStatus", "ratingFloor" = CAST(new."averageRating" AS INTEGER), "onlineBooking" = new."onlineBooking", "sameDayService" = new."sameDayService"
  WHERE "businessId" = new."id" AND ("timeZone" IS NOT new."timeZone" OR "businessActive" IS NOT new."active" OR "citySlug" IS NOT new."citySlug" OR "categoryId" IS NOT new."categoryId" OR "verificationStatus" IS NOT new."verificationStatus" OR "ratingFloor" IS NOT CAST(new."averageRating" AS INTEGER) OR "onlineBooking" IS NOT new."onlineBooking" OR "sameDayService" IS NOT new."sameDayService");
END;

-- The hours of a business never overlap, so open now can count rows instead of distinct businesses.
-- Rows are intervals of minutes of the week (day * 1440 + minute), and hours past midnight on
-- Saturday run into Sunday, so each pair is also compared a week apart.
CREATE TRIGGER "BusinessHours_no_overlap_insert" BEFORE INSERT ON "BusinessHours"
WHEN EXISTS (
  SELECT 1 FROM "BusinessHours" o, (SELECT -10080 AS k UNION ALL SELECT 0 UNION ALL SELECT 10080) w
  WHERE o."businessId" = new."businessId"
    AND new."dayOfWeek" * 1440 + new."openMinute" < o."dayOfWeek" * 1440 + o."closeMinute" + w.k
    AND o."dayOfWeek" * 1440 + o."openMinute" + w.k < new."dayOfWeek" * 1440 + new."closeMinute"
)
BEGIN
  SELECT RAISE(ABORT, 'Opening hours overlap');
END;

CREATE TRIGGER "BusinessHours_no_overlap_update" BEFORE UPDATE OF "businessId", "dayOfWeek", "openMinute", "closeMinute" ON "BusinessHours"
WHEN EXISTS (
  SELECT 1 FROM "BusinessHours" o, (SELECT -10080 AS k UNION ALL SELECT 0 UNION ALL SELECT 10080) w
  WHERE o."businessId" = new."businessId" AND o."id" <> old."id"
    AND new."dayOfWeek" * 1440 + new."openMinute" < o."dayOfWeek" * 1440 + o."closeMinute" + w.k
    AND o."dayOfWeek" * 1440 + o."openMinute" + w.k < new."dayOfWeek" * 1440 + new."closeMinute"
)
BEGIN
  SELECT RAISE(ABORT, 'Opening hours overlap');
END;
