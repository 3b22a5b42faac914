import { contentItemSchema, envelope } from '@hoopdex/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Cache } from '../../lib/cache';
import { ok } from '../../lib/http';
import type { CachedRead } from '../../plugins/route-cache';
import { listContent, type ContentListInput } from './content.service';
import { contentKeys } from './content-cache';

/** `{ data: ContentItem[], rowCount }`: every public list of content items (feeds, videos). */
export const contentPageSchema = envelope(z.array(contentItemSchema));

/**
 * A public page of content items (a publicRead's answer to contentPageSchema), cached by its
 * whole input under `content:list` (the signed-in feed's shared page uses the same key prefix,
 * so one invalidation drops both).
 */
export function contentListPage(
  deps: { db: Database; cache: Cache },
  input: ContentListInput,
  ttl: number,
): CachedRead<typeof contentPageSchema> {
  return {
    key: contentKeys.list(input),
    ttl,
    load: async () => {
      const page = await listContent(deps.db, deps.cache, input);
      return ok(page.items, page.total);
    },
  };
}
