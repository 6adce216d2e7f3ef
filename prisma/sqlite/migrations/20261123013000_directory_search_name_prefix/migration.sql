-- Text too short for the trigram index (under 3 letters or digits) searches names that start with
-- it (hand-written): this index serves the range "businessName" >= 'text' AND < 'texu', ignoring
-- ASCII case.
CREATE INDEX "BusinessProfile_businessName_nocase_idx" ON "BusinessProfile" ("businessName" COLLATE NOCASE);
