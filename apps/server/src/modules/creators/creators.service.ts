import type { SortDirection } from '@hoopdex/contract';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creators } from '../../db/schema/index';
import { filterParam, orderFrom, sortParam, whereFrom } from '../../lib/list-query';
import { creatorColumns } from './creator-row';

export const creatorFilterFields = {
  type: 'string',
  fan_count: 'integer',
  player_id: 'integer',
} as const;
export const creatorFilter = filterParam(creatorFilterFields);
export const creatorSortFields = ['displayname', 'fan_count', 'id'] as const;
export const creatorSort = sortParam([...creatorSortFields]);

const filterColumns = {
  type: sql`${creators.type}`,
  fan_count: creators.fanCount,
  player_id: sql`${creators.playerId}`,
};
const sortColumns = {
  displayname: creators.displayname,
  fan_count: creators.fanCount,
  id: creators.id,
};

const detailColumns = {
  ...creatorColumns,
  bio: creators.bio,
  label: creators.label,
  fan_count: creators.fanCount,
};

export interface CreatorListInput {
  type?: 'show' | 'player' | 'creator' | 'admin' | undefined;
  filter?: Partial<Record<keyof typeof creatorFilterFields, unknown>> | undefined;
  sort?: Partial<Record<keyof typeof sortColumns, SortDirection>> | undefined;
  limit: number;
  offset: number;
}

export async function listCreators(db: Database, input: CreatorListInput) {
  const where: SQL | undefined = and(
    input.type ? eq(creators.type, input.type) : undefined,
    whereFrom(input.filter, filterColumns),
  );
  const [items, [total]] = await Promise.all([
    db
      .select(detailColumns)
      .from(creators)
      .where(where)
      .orderBy(...orderFrom(input.sort, sortColumns, { fan_count: 'desc' }, creators.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(creators).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** A creator by profile_key (the slug in /creator/{slug}); null when missing. */
export async function getCreatorBySlug(db: Database, slug: string) {
  const [row] = await db
    .select(detailColumns)
    .from(creators)
    .where(eq(creators.profileKey, slug))
    .limit(1);
  return row ?? null;
}

export async function creatorIdBySlug(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: creators.id })
    .from(creators)
    .where(eq(creators.profileKey, slug))
    .limit(1);
  return row?.id;
}
