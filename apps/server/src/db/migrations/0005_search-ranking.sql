DROP INDEX "content_search_trgm_idx";--> statement-breakpoint
-- normalizeSearch (lib/normalize.ts) now folds the letters NFD keeps (ø æ ß ...): bring the
-- stored search columns in step (before the new indexes are built), so "sorvik" finds "Sørvik".
UPDATE "players" SET "search_name" = replace(replace(replace(replace(translate("search_name", 'øđðłı', 'oddli'), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), 'þ', 'th') WHERE "search_name" ~ '[øđðłıæœßþ]';--> statement-breakpoint
UPDATE "creators" SET "search_name" = replace(replace(replace(replace(translate("search_name", 'øđðłı', 'oddli'), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), 'þ', 'th') WHERE "search_name" ~ '[øđðłıæœßþ]';--> statement-breakpoint
UPDATE "content_items" SET "search_title" = replace(replace(replace(replace(translate("search_title", 'øđðłı', 'oddli'), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), 'þ', 'th') WHERE "search_title" ~ '[øđðłıæœßþ]';--> statement-breakpoint
-- pg_trgm declares word_similarity's operators (kw <% text) as cheap as `=`, but each costs
-- ~30 LIKEs; believing it cheap, the planner evaluates it row by row over a small table (or a
-- million rows with an unlucky estimate) instead of asking the trigram index. Tell it the truth.
-- Needs ownership of the extension's functions: where that is refused, nothing changes.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm functions not owned: word_similarity operator costs left as they are';
END
$$;--> statement-breakpoint
CREATE INDEX "content_video_search_idx" ON "content_items" USING gin ("search_title" gin_trgm_ops) WHERE ("content_items"."content_type" = 'video') is true;--> statement-breakpoint
CREATE INDEX "content_article_search_idx" ON "content_items" USING gin ("search_title" gin_trgm_ops) WHERE ("content_items"."content_type" = 'article') is true;