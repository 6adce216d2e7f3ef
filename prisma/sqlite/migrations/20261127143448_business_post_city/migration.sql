-- Written by hand instead of Prisma's RedefineTables, which would rebuild the table (see
-- docs/CONTRIBUTING.md, "Add a migration on both databases"): the column is added in place.
-- Posts carry their business's citySlug, so a city's "What's new" strip reads the city's newest
-- posts from one index instead of walking every city's. Triggers keep the copy: a new post takes
-- its business's city, and a business that moves takes its posts along.
ALTER TABLE "BusinessPost" ADD COLUMN "citySlug" TEXT NOT NULL DEFAULT '';

UPDATE "BusinessPost" SET "citySlug" = (SELECT p."citySlug" FROM "BusinessProfile" p WHERE p."id" = "BusinessPost"."businessId");

CREATE INDEX "BusinessPost_citySlug_status_createdAt_idx" ON "BusinessPost"("citySlug", "status", "createdAt");

CREATE TRIGGER "BusinessPost_city_after_insert" AFTER INSERT ON "BusinessPost"
WHEN NOT EXISTS (SELECT 1 FROM "BusinessProfile" p WHERE p."id" = new."businessId" AND p."citySlug" = new."citySlug")
BEGIN
  UPDATE "BusinessPost" SET "citySlug" = (SELECT p."citySlug" FROM "BusinessProfile" p WHERE p."id" = new."businessId")
  WHERE "id" = new."id";
END;

CREATE TRIGGER "BusinessPost_city_after_update" AFTER UPDATE OF "businessId", "citySlug" ON "BusinessPost"
WHEN NOT EXISTS (SELECT 1 FROM "BusinessProfile" p WHERE p."id" = new."businessId" AND p."citySlug" = new."citySlug")
BEGIN
  UPDATE "BusinessPost" SET "citySlug" = (SELECT p."citySlug" FROM "BusinessProfile" p WHERE p."id" = new."businessId")
  WHERE "id" = new."id";
END;

CREATE TRIGGER "BusinessProfile_city_to_posts" AFTER UPDATE OF "citySlug" ON "BusinessProfile"
WHEN old."citySlug" IS NOT new."citySlug"
BEGIN
  UPDATE "BusinessPost" SET "citySlug" = new."citySlug" WHERE "businessId" = new."id";
END;
