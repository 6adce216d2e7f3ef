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
    CONSTRAINT "BusinessHours_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "BusinessProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Edited by hand: copies the time zone of each business onto its hours.
INSERT INTO "new_BusinessHours" ("businessId", "closeMinute", "dayOfWeek", "id", "openMinute", "timeZone") SELECT h."businessId", h."closeMinute", h."dayOfWeek", h."id", h."openMinute", COALESCE((SELECT p."timeZone" FROM "BusinessProfile" p WHERE p."id" = h."businessId"), '') FROM "BusinessHours" h;
DROP TABLE "BusinessHours";
ALTER TABLE "new_BusinessHours" RENAME TO "BusinessHours";
CREATE INDEX "BusinessHours_open_now_idx" ON "BusinessHours"("timeZone", "dayOfWeek", "closeMinute", "openMinute", "businessId");
CREATE UNIQUE INDEX "BusinessHours_businessId_dayOfWeek_openMinute_key" ON "BusinessHours"("businessId", "dayOfWeek", "openMinute");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "BusinessProfile_id_filter_idx" ON "BusinessProfile"("id", "active", "verificationStatus", "averageRating", "citySlug", "categoryId", "zipCode", "onlineBooking", "sameDayService");


-- Open now (hand-written): BusinessHours."timeZone" always equals the "timeZone" of its business. Every
-- insert or update of an hours row takes the zone of its business (the WHEN clause skips rows that already
-- have it, such as seeded rows), and a new zone of a business is copied to its hours. A later migration
-- that rebuilds either table must recreate these triggers.
CREATE TRIGGER "BusinessHours_timeZone_after_insert" AFTER INSERT ON "BusinessHours"
WHEN new."timeZone" IS NOT COALESCE((SELECT p."timeZone" FROM "BusinessProfile" p WHERE p."id" = new."businessId"), '')
BEGIN
  UPDATE "BusinessHours" SET "timeZone" = COALESCE((SELECT p."timeZone" FROM "BusinessProfile" p WHERE p."id" = new."businessId"), '') WHERE "id" = new."id";
END;

CREATE TRIGGER "BusinessHours_timeZone_after_update" AFTER UPDATE OF "businessId", "timeZone" ON "BusinessHours"
WHEN new."timeZone" IS NOT COALESCE((SELECT p."timeZone" FROM "BusinessProfile" p WHERE p."id" = new."businessId"), '')
BEGIN
  UPDATE "BusinessHours" SET "timeZone" = COALESCE((SELECT p."timeZone" FROM "BusinessProfile" p WHERE p."id" = new."businessId"), '') WHERE "id" = new."id";
END;

CREATE TRIGGER "BusinessProfile_timeZone_to_hours" AFTER UPDATE OF "id", "timeZone" ON "BusinessProfile"
BEGIN
  UPDATE "BusinessHours" SET "timeZone" = new."timeZone" WHERE "businessId" = new."id" AND "timeZone" IS NOT new."timeZone";
END;
