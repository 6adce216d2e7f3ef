-- Hand-written (Prisma's schema cannot state a partial index): a category's businesses inside a
-- latitude and longitude box, for a search with a category word narrowed by the 'Within' radius.
-- Read by category alone, the category's businesses were fetched statewide and filtered by the box
-- (at 1,000,000 businesses 19,500 rows per category arm). With these, the category's rows in the
-- latitude band are read from the index, and with the id included the radius is tested there too,
-- so no business row is fetched. The planner ORs them with the place's own index ("citySlug") when
-- the radius is around a city.
-- (The 'Within' radius is read from the btree indexes, not from the GiST index of
-- 20261124010000_directory_coordinates_gist: the planner misjudges a GiST box's share of the table.)
CREATE INDEX "BusinessProfile_category_coordinates_idx" ON "BusinessProfile" ("categoryId", "latitude", "longitude") INCLUDE ("id") WHERE "active" = TRUE;
CREATE INDEX "BusinessProfile_category_text_coordinates_idx" ON "BusinessProfile" ("category", "latitude", "longitude") INCLUDE ("id") WHERE "active" = TRUE;
