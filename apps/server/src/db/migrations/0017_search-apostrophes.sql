-- Search ignores apostrophes (normalizeSearch, issue 31): "aja wilson" finds A'ja Wilson. Refold the stored search columns the same way.
UPDATE "players" SET "search_name" = translate("search_name", $$'’‘`´ʼ$$, '') WHERE "search_name" ~ $$['’‘`´ʼ]$$;--> statement-breakpoint
UPDATE "creators" SET "search_name" = translate("search_name", $$'’‘`´ʼ$$, '') WHERE "search_name" ~ $$['’‘`´ʼ]$$;--> statement-breakpoint
UPDATE "content_items" SET "search_title" = translate("search_title", $$'’‘`´ʼ$$, '') WHERE "search_title" ~ $$['’‘`´ʼ]$$;
