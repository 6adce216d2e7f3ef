-- Directory text search that ignores accents and case (hand-written). localhub_fold is the folding
-- of src/features/directory/text-fold.ts (lower case, accents of Latin letters removed), and the
-- trigram GIN indexes on the folded columns serve LIKE '%folded text%'. They replace the indexes on
-- the raw columns, which nothing searches any more. Text that is all ASCII (as most is) skips the
-- translate, which costs a scan of its letter list for every character.
CREATE FUNCTION localhub_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT CASE WHEN octet_length($1) = char_length($1) THEN lower($1) ELSE translate(lower($1), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzsoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy') END $$;

DROP INDEX "BusinessProfile_businessName_trgm_idx";
DROP INDEX "BusinessProfile_category_trgm_idx";
DROP INDEX "BusinessProfile_address_trgm_idx";

CREATE INDEX "BusinessProfile_businessName_fold_trgm_idx" ON "BusinessProfile" USING GIN (localhub_fold("businessName") gin_trgm_ops);
CREATE INDEX "BusinessProfile_category_fold_trgm_idx" ON "BusinessProfile" USING GIN (localhub_fold("category") gin_trgm_ops);
CREATE INDEX "BusinessProfile_address_fold_trgm_idx" ON "BusinessProfile" USING GIN (localhub_fold("address") gin_trgm_ops);
