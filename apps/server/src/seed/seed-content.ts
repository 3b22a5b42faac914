import { sql } from 'drizzle-orm';
import { contentItems, contentPlayers, playlistItems, playlists } from '../db/schema/index';
import { insertRows, type Executor } from '../db/bulk-insert';
import {
  generateContent,
  type Author,
  type ContentContext,
  type ContentRow,
  type CreatorType,
} from './content-gen';
import { DAY_MS } from './dates';
import type { Rng } from './random';
import { taggable } from './seed-creators';
import type { World } from './seed-world';

const BATCH = 2_000;
const authorMix: [CreatorType, number][] = [
  ['creator', 0.42],
  ['show', 0.25],
  ['player', 0.3],
  ['admin', 0.03],
];
/**
 * The playlists and what may go in them: a playlist named for a league holds only videos of that
 * league's players (the world-invariants test checks it), a theme one only titles on its theme.
 */
export const playlistSpecs: readonly {
  title: string;
  league?: string;
  titleMatch?: RegExp;
}[] = [
  { title: 'Top Plays of the Week' },
  { title: 'Draft Prospects to Watch', league: 'ncaam' },
  { title: 'Best of the G League', league: 'gleague' },
  { title: "Women's Hoops Spotlight", league: 'ncaaw' },
  {
    title: 'Film Room Essentials',
    titleMatch: /film room|breaking down|scouting report|step-back/i,
  },
  { title: 'NBA Nightly', league: 'nba' },
  { title: 'Mixtapes and Full Highlights', titleMatch: /mixtape|highlights|every .* dunk/i },
  { title: 'Clutch Moments', titleMatch: /game-winner|career-high|drops \d+/i },
  { title: 'Behind the Scenes', titleMatch: /interview|day in the life|workout/i },
  { title: "College Men's Spotlight", league: 'ncaam' },
];

interface RecentVideo {
  id: number;
  league: string;
  title: string;
}

/** Content items over the last 400 days, their player tags, and playlists of videos. */
export async function seedContent(
  db: Executor,
  root: Rng,
  world: World,
  authors: Author[],
  total: number,
  todayMs: number,
) {
  const rng = root.fork('content');
  const byType = new Map<CreatorType, Author[]>();
  for (const a of authors) {
    const list = byType.get(a.type) ?? [];
    list.push(a);
    byType.set(a.type, list);
  }
  // Stars and starters of the main leagues are named (and tagged) far more often.
  const notable = world.players
    .filter((p) => p.team && (p.tier === 'star' || p.tier === 'starter'))
    .map(taggable);
  const anyone = world.players.filter((p) => p.team).map(taggable);
  const ctx: ContentContext = {
    dayStartMs: todayMs,
    spanDays: 400,
    players: [...notable, ...notable, ...anyone],
    teams: world.teams.map((t) => t.name),
    teamsByLeague: groupBy(
      world.teams,
      (t) => t.league.spec.code,
      (t) => t.name,
    ),
    playersByLeague: groupBy(
      anyone,
      (p) => p.league,
      (p) => p,
    ),
    titles: new Set(),
  };
  const leagueOf = new Map(anyone.map((p) => [p.id, p.league]));
  const counts = { content: 0, tags: 0, featured: 0 };
  const recentVideos: RecentVideo[] = [];
  for (let start = 0; start < total; start += BATCH) {
    const items: ContentRow[] = [];
    const tags: { contentId: number; playerId: number }[] = [];
    for (let id = start + 1; id <= Math.min(total, start + BATCH); id += 1) {
      const author = rng.pick(byType.get(rng.weighted(authorMix)) ?? authors);
      const { row, playerIds } = generateContent(rng, author, ctx, id);
      const age = todayMs - (row.publishedat as Date).getTime();
      row.featured =
        row.contentType !== 'user_post' &&
        author.type !== 'admin' &&
        rng.chance(age < 30 * DAY_MS ? 0.08 : 0.004);
      if (row.featured) counts.featured += 1;
      const league = leagueOf.get(playerIds[0] ?? -1);
      if (row.contentType === 'video' && age < 120 * DAY_MS && league)
        recentVideos.push({ id, league, title: row.title ?? '' });
      items.push(row);
      for (const playerId of playerIds) tags.push({ contentId: id, playerId });
    }
    counts.content += await insertRows(db, contentItems, items, BATCH);
    counts.tags += await insertRows(db, contentPlayers, tags, 5_000);
  }
  return { ...counts, ...(await seedPlaylists(db, rng, recentVideos, todayMs)) };
}

/** 8 featured playlists (and 2 others) of 8-15 recent videos each, in order, each on its topic. */
async function seedPlaylists(db: Executor, rng: Rng, videos: RecentVideo[], todayMs: number) {
  const lists = playlistSpecs.map(({ title }, i) => ({
    id: i + 1,
    title,
    description: `${title}, picked by the Hoopdex team.`,
    featured: i < 8,
    creatorId: 1,
    createdAt: new Date(todayMs - (i + 1) * 3 * DAY_MS),
  }));
  const items = lists.flatMap((list, i) => {
    const spec = playlistSpecs[i] as (typeof playlistSpecs)[number];
    const fits = videos.filter(
      (v) => (!spec.league || v.league === spec.league) && (spec.titleMatch?.test(v.title) ?? true),
    );
    return rng
      .sample(fits, rng.int(8, 15))
      .map((v, pos) => ({ playlistId: list.id, contentId: v.id, position: pos + 1 }));
  });
  await insertRows(db, playlists, lists);
  await insertRows(db, playlistItems, items);
  // A video's own playlistid points at the first featured playlist that holds it.
  await db.execute(
    sql`update content_items c set playlistid = pi.playlist_id from (select content_id, min(playlist_id) as playlist_id from playlist_items group by content_id) pi where pi.content_id = c.id`,
  );
  return { playlists: lists.length, playlistItems: items.length };
}

function groupBy<T, V>(items: readonly T[], key: (t: T) => string, value: (t: T) => V) {
  const out: Record<string, V[]> = {};
  for (const item of items) (out[key(item)] ??= []).push(value(item));
  return out;
}
