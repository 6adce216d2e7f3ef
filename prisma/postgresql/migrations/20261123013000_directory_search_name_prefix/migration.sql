-- Text too short for the trigram indexes (under 3 letters or digits) searches names that start with
-- it (hand-written): this index serves localhub_fold("businessName") LIKE 'folded text%'.
CREATE INDEX "BusinessProfile_businessName_fold_prefix_idx" ON "BusinessProfile" (localhub_fold("businessName") text_pattern_ops);
