-- The directory's search matches the category text through this index instead of a trigram index:
-- the text is one of a few dozen values repeated on thousands of businesses, so the trigram read of a category word
-- fetched and rechecked thousands of rows. The values are read by skipping through
-- the index and folded in the application.
-- CreateIndex
CREATE INDEX "BusinessProfile_category_text_idx" ON "BusinessProfile"("category", "active", "citySlug", "totalReviews" DESC, "id");

-- Hand-written: the category's trigram index is no longer read.
DROP INDEX "BusinessProfile_category_fold_trgm_idx";
