import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { players } from '../../../db/schema/index';
import { badRequest } from '../../../lib/http';

/** Player slugs → ids, in the given order; an unknown slug is a 400 that names it. */
export async function resolvePlayerTags(db: Database, slugs: readonly string[]): Promise<number[]> {
  const wanted = [...new Set(slugs.map((s) => s.toLowerCase()))];
  if (!wanted.length) return [];
  const rows = await db
    .select({ id: players.id, slug: players.slug })
    .from(players)
    .where(inArray(players.slug, wanted));
  const bySlug = new Map(rows.map((r) => [r.slug.toLowerCase(), r.id]));
  const unknown = wanted.find((s) => !bySlug.has(s));
  if (unknown) throw badRequest(`No player "${unknown}"`, 'players');
  return wanted.map((s) => bySlug.get(s)!);
}
