import type {
  Player,
  PlayerGear,
  PlayerListItem,
  PlayerSortField,
  PlayerTimelineEvent,
  SortDirection,
} from '@hoopdex/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ServiceDeps } from '../../deps';
import {
  leagues,
  playerGear,
  players,
  playerTimeline,
  teams,
  valueBoard,
} from '../../db/schema/index';
import { notFound } from '../../lib/http';
import { listOrganizations } from '../organizations/index';
import { leagueLogoSql, teamLogoSql } from '../drawn-images/index';
import { whereFrom, type FieldType } from '../../lib/list-query';
import { normalizeSearch } from '../../lib/normalize';
import { nameFilter } from '../search/index';
import { boardRowOf, latestSeasons, valueOrder } from './player-list-value';
import { taggedTimelineItems } from './player-tagged-items';

/** Fields of the players list filter (spec §7 trending: {"trending_rank":{"ne":null}}). */
export const playerFilterFields = {
  league_id: 'integer',
  league: 'string',
  position: 'string',
  school_year: 'string',
  trending_rank: 'integer',
  slug: 'string',
  team_id: 'integer',
} satisfies Record<string, FieldType>;
export type PlayerFilter = Partial<Record<keyof typeof playerFilterFields, unknown>>;

const filterColumns: Record<keyof typeof playerFilterFields, AnyPgColumn> = {
  league_id: players.leagueId,
  league: leagues.name,
  position: players.position,
  school_year: players.schoolYear,
  trending_rank: players.trendingRank,
  slug: players.slug,
  team_id: players.teamId,
};

/** Sort fields → columns; `name` is lastname then firstname (players_league_name_idx order). */
const sortColumns: Record<Exclude<PlayerSortField, 'value'>, AnyPgColumn[]> = {
  name: [players.lastname, players.firstname],
  lastname: [players.lastname],
  firstname: [players.firstname],
  team_name: [teams.name],
  trending_rank: [players.trendingRank],
};
const orderOf = (field: PlayerSortField, dir: SortDirection): SQL[] =>
  field === 'value'
    ? valueOrder(dir)
    : sortColumns[field].map((c) => (dir === 'asc' ? asc(c) : desc(c)));

/** The Player of spec §3 with the logos and counts the player header shows. */
export const playerColumns = {
  id: players.id,
  slug: players.slug,
  firstname: players.firstname,
  lastname: players.lastname,
  team_name: teams.name,
  imageuri: players.imageuri,
  trending_rank: players.trendingRank,
  // A drawn crest or league mark where none is stored (imported leagues have none).
  team_logo: teamLogoSql(teams.logo, leagues.name, teams.name),
  league_logo: leagueLogoSql(leagues.logo, leagues.name),
  league_id: players.leagueId,
  league_name: leagues.name,
  position: players.position,
  school_year: players.schoolYear,
  height_in: players.heightIn,
  weight_lbs: players.weightLbs,
  school: players.school,
  hometown: players.hometown,
  jersey: players.jersey,
  bio: players.bio,
  fan_count: players.fanCount,
};

const selectPlayers = (deps: ServiceDeps) =>
  deps.db.db
    .select(playerColumns)
    .from(players)
    .innerJoin(leagues, eq(leagues.id, players.leagueId))
    .leftJoin(teams, eq(teams.id, players.teamId));

export interface PlayerListQuery {
  limit: number;
  offset: number;
  sort?: Partial<Record<PlayerSortField, SortDirection>> | undefined;
  filter?: PlayerFilter | undefined;
  q?: string | undefined;
}

/** The list's rows: each player with her value from the stored Value board (player-list-value). */
const selectListed = (deps: ServiceDeps) => {
  const db = deps.db.db;
  const latest = latestSeasons(db);
  return db
    .with(latest)
    .select({ ...playerColumns, value: valueBoard.value })
    .from(players)
    .innerJoin(leagues, eq(leagues.id, players.leagueId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .leftJoin(latest, eq(latest.leagueId, players.leagueId))
    .leftJoin(valueBoard, boardRowOf(latest));
};

/** Players list and pickers: filtered, sorted, paged, with the total for "Show More". */
export async function listPlayers(
  deps: ServiceDeps,
  query: PlayerListQuery,
): Promise<{ rows: PlayerListItem[]; total: number }> {
  // A league by name is one of the listed leagues (not ncaawb, not a typo): 404 the page can
  // show, rather than an empty list or players of a league no list offers (issue 22).
  const byName = query.filter?.league;
  if (typeof byName === 'string') {
    const listed = await listOrganizations(deps);
    if (!listed.some((l) => l.name === byName)) throw notFound('League not found', 'filter.league');
  }
  const q = query.q ? normalizeSearch(query.q) : '';
  const where = and(
    whereFrom(query.filter, filterColumns),
    q ? nameFilter(players.searchName, q) : undefined,
  );
  const entries = Object.entries(query.sort ?? {}) as [PlayerSortField, SortDirection][];
  const order: SQL[] = (entries.length ? entries : [['name', 'asc'] as const]).flatMap(
    ([field, dir]) => orderOf(field, dir),
  );
  const [rows, [total]] = await Promise.all([
    selectListed(deps)
      .where(where)
      .orderBy(...order, asc(players.id))
      .limit(query.limit)
      .offset(query.offset),
    deps.db.db
      .select({ n: count() })
      .from(players)
      .innerJoin(leagues, eq(leagues.id, players.leagueId))
      .leftJoin(teams, eq(teams.id, players.teamId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPlayer(deps: ServiceDeps, slug: string): Promise<Player | undefined> {
  const [row] = await selectPlayers(deps).where(eq(players.slug, slug)).limit(1);
  return row;
}

export async function findPlayerById(deps: ServiceDeps, id: number): Promise<Player | undefined> {
  const [row] = await selectPlayers(deps).where(eq(players.id, id)).limit(1);
  return row;
}

/** Gear tab: what the player wears and uses, grouped by category. */
export function listGear(deps: ServiceDeps, playerId: number): Promise<PlayerGear[]> {
  return deps.db.db
    .select({
      id: playerGear.id,
      category: playerGear.category,
      brand: playerGear.brand,
      name: playerGear.name,
      url: playerGear.url,
      image: playerGear.image,
    })
    .from(playerGear)
    .where(eq(playerGear.playerId, playerId))
    .orderBy(asc(playerGear.category), asc(playerGear.id));
}

/**
 * Timeline tab, newest first: the player's own dated events and the newest published items that
 * tag them (decision 0022). Within a day the player's own events come first.
 */
export async function listTimeline(
  deps: ServiceDeps,
  playerId: number,
): Promise<PlayerTimelineEvent[]> {
  const [events, tagged] = await Promise.all([
    deps.db.db
      .select({
        id: playerTimeline.id,
        event_date: playerTimeline.eventDate,
        kind: playerTimeline.kind,
        title: playerTimeline.title,
        description: playerTimeline.description,
      })
      .from(playerTimeline)
      .where(eq(playerTimeline.playerId, playerId))
      .orderBy(desc(playerTimeline.eventDate), desc(playerTimeline.id)),
    taggedTimelineItems(deps, playerId),
  ]);
  const own = events.map((e) => ({ ...e, path: null }));
  // Both lists are newest first; a stable sort on the day merges them.
  return [...own, ...tagged].sort((a, b) => b.event_date.localeCompare(a.event_date));
}
