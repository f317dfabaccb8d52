-- A query word also finds the catalogue's compounds it is the last part of (Gutschein finds
-- Geschenkgutschein, stoel finds autostoel and kinderstoel). Such a word is at least four letters
-- long, so the lexicon's words are looked up by their last four letters, as typo corrections look
-- them up by their first letter and length, instead of reading every word of the store view.
CREATE INDEX "search_lexicon_ending_idx" ON "search_lexicon" USING btree ("store_id", right("word", 4));
