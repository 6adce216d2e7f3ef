-- AlterTable
ALTER TABLE "BusinessPost" ADD COLUMN     "citySlug" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "BusinessPost_citySlug_status_createdAt_idx" ON "BusinessPost"("citySlug", "status", "createdAt");



-- Hand-written: posts carry their business's citySlug, so a city's What is new strip reads the
-- city's newest posts from one index. A new post takes its business's city (before insert), and a
-- business that moves takes its posts along. (Statement ends inside function bodies are written
-- \073, and these comments use no semicolons or quotes: the migration runner splits at semicolons.)
UPDATE "BusinessPost" t SET "citySlug" = p."citySlug" FROM "BusinessProfile" p WHERE p."id" = t."businessId";

CREATE FUNCTION "BusinessPost_copy_city"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  SELECT p."citySlug" INTO NEW."citySlug" FROM "BusinessProfile" p WHERE p."id" = NEW."businessId"\073
  NEW."citySlug" := COALESCE(NEW."citySlug", \'\')\073
  RETURN NEW\073
END';

CREATE TRIGGER "BusinessPost_city_before_write" BEFORE INSERT OR UPDATE OF "businessId", "citySlug" ON "BusinessPost"
FOR EACH ROW EXECUTE FUNCTION "BusinessPost_copy_city"();

CREATE FUNCTION "BusinessProfile_city_to_posts"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "BusinessPost" SET "citySlug" = NEW."citySlug" WHERE "businessId" = NEW."id"\073
  RETURN NULL\073
END';

CREATE TRIGGER "BusinessProfile_city_to_posts" AFTER UPDATE OF "citySlug" ON "BusinessProfile"
FOR EACH ROW WHEN (OLD."citySlug" IS DISTINCT FROM NEW."citySlug") EXECUTE FUNCTION "BusinessProfile_city_to_posts"();
