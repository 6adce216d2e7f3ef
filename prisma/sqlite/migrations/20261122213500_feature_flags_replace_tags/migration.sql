-- Online booking and same-day service are features of a business (its onlineBooking and
-- sameDayService flags drive the directory's filters and the cards' badges), not tags. A business
-- that carried the tag keeps the feature: its flag is set, then the two tags and their
-- assignments are removed. The triggers on BusinessProfile copy the flags to BusinessHours.
UPDATE "BusinessProfile" SET "onlineBooking" = 1
WHERE "onlineBooking" = 0 AND "id" IN (
  SELECT a."businessId" FROM "BusinessTagAssignment" a JOIN "BusinessTag" t ON t."id" = a."tagId" WHERE t."slug" = 'online-booking'
);
UPDATE "BusinessProfile" SET "sameDayService" = 1
WHERE "sameDayService" = 0 AND "id" IN (
  SELECT a."businessId" FROM "BusinessTagAssignment" a JOIN "BusinessTag" t ON t."id" = a."tagId" WHERE t."slug" = 'same-day-service'
);
DELETE FROM "BusinessTagAssignment" WHERE "tagId" IN (SELECT "id" FROM "BusinessTag" WHERE "slug" IN ('online-booking', 'same-day-service'));
DELETE FROM "BusinessTag" WHERE "slug" IN ('online-booking', 'same-day-service');
