-- Hand-written (Prisma's schema cannot state it): the distance sort's boxes and the 'Within' radius
-- read the businesses inside a latitude and longitude box from this two-dimensional index, where the
-- (active, latitude, longitude, id) index reads the whole latitude band (from Big Bend, most of Texas).
-- GiST on a point is in PostgreSQL's core, no extension. The included columns let the distance sort
-- read its boxes from the index alone.
CREATE INDEX "BusinessProfile_coordinates_gist_idx" ON "BusinessProfile" USING gist (point("longitude", "latitude")) INCLUDE ("id", "latitude", "longitude") WHERE "active" = TRUE;
