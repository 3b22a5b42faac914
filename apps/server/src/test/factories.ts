// Test data built by the seed's own generators (DESIGN.md note 9): a factory inserts one row
// with plausible values, any field overridable, and returns the inserted row.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  contentItems,
  contentPlayers,
  creators,
  draftPicks,
  draftYears,
  games,
  leagues,
  playerGameStats,
  players,
  playlistItems,
  playlists,
  seasons,
  shows,
  teams,
} from '../db/schema/index';
import { generateBoxScore, type BoxScoreRow } from '../seed/box-score';
import { generateContent, type CreatorType } from '../seed/content-gen';
import {
  adminCreator,
  generateCreator,
  generateShow,
  playerCreator,
  type CreatorRow,
} from '../seed/creators-gen';
import { draftPickRow } from '../seed/extras-gen';
import { leagueSpecs, type LeagueSpec } from '../seed/leagues-gen';
import { generatePlayer, type PlayerRow } from '../seed/players-gen';
import { Rng } from '../seed/random';
import { defaultProfile, type Tier } from '../seed/skill';

let counter = 0;
/** A fresh stream per call: factories are deterministic in call order. */
const next = (kind: string) => {
  counter += 1;
  return { n: counter, rng: new Rng(`factory:${kind}:${counter}`) };
};
const slugs = new Set<string>();
const names = new Set<string>();

type League = typeof leagues.$inferSelect;
const specOf = (league: Pick<League, 'name' | 'level'>): LeagueSpec =>
  leagueSpecs.find((s) => s.code === league.name) ?? {
    ...(leagueSpecs[0] as LeagueSpec),
    level: league.level === 'college' ? 'college' : 'pro',
  };

export async function createLeague(db: Database, over: Partial<typeof leagues.$inferInsert> = {}) {
  const { n } = next('league');
  const [row] = await db
    .insert(leagues)
    .values({
      name: `league-${n}`,
      displayName: `League ${n}`,
      level: 'pro',
      logo: `/media/logos/league-${n}.svg`,
      sortOrder: n,
      ...over,
    })
    .returning();
  return row as League;
}

export async function createSeason(db: Database, over: Partial<typeof seasons.$inferInsert> = {}) {
  const leagueId = over.leagueId ?? (await createLeague(db)).id;
  const [row] = await db
    .insert(seasons)
    .values({
      label: '2026-27',
      startDate: '2026-10-20',
      endDate: '2027-04-12',
      isCurrent: true,
      ...over,
      leagueId,
    })
    .returning();
  return row as typeof seasons.$inferSelect;
}

export async function createTeam(db: Database, over: Partial<typeof teams.$inferInsert> = {}) {
  const { n } = next('team');
  const leagueId = over.leagueId ?? (await createLeague(db)).id;
  const [row] = await db
    .insert(teams)
    .values({
      name: `Team ${n}`,
      abbreviation: `T${n}`,
      logo: `/media/logos/team-${n}.svg`,
      ...over,
      leagueId,
    })
    .returning();
  return row as typeof teams.$inferSelect;
}

export async function createPlayer(db: Database, over: Partial<PlayerRow> & { tier?: Tier } = {}) {
  const { rng } = next('player');
  const { tier = 'starter', ...fields } = over;
  const league = fields.leagueId ? await leagueById(db, fields.leagueId) : await createLeague(db);
  const spec = specOf(league);
  const g = generatePlayer(rng, {
    spec,
    leagueId: league.id,
    teamId: fields.teamId ?? null,
    school: spec.level === 'college' ? 'Gonzaga' : null,
    seasonYear: 2026,
    tier,
    slugs,
    names,
  });
  // The suffix keeps factory players apart from seeded ones with the same generated name.
  const slug = fields.slug ?? `${g.row.slug}-f${counter}`;
  const [row] = await db
    .insert(players)
    .values({
      ...g.row,
      imageuri: `/media/avatars/${slug}.svg`,
      ...fields,
      slug,
      leagueId: league.id,
    })
    .returning();
  return row as typeof players.$inferSelect;
}

/** type 'creator' by default; 'player' links (or creates) a player, 'admin' is the product. */
export async function createCreator(db: Database, over: Partial<CreatorRow> = {}) {
  const { rng } = next('creator');
  let base: CreatorRow;
  if (over.type === 'admin') base = adminCreator();
  else if (over.type === 'player') {
    const player = over.playerId ? await playerById(db, over.playerId) : await createPlayer(db);
    base = playerCreator(player);
  } else if (over.type === 'show') base = generateShow(rng, `Show ${counter}`, slugs).creator;
  else base = generateCreator(rng, slugs);
  const [row] = await db
    .insert(creators)
    .values({ ...base, ...over })
    .returning();
  return row as typeof creators.$inferSelect;
}

/** A show with its creator profile (type 'show'), unless `creatorId` is given (or null). */
export async function createShow(db: Database, over: Partial<typeof shows.$inferInsert> = {}) {
  const { rng, n } = next('show');
  const { creator, show } = generateShow(rng, over.title ?? `Test Show ${n}`, slugs);
  const slug = over.slug ?? `${show.slug}-f${n}`;
  const [c] =
    'creatorId' in over
      ? []
      : await db
          .insert(creators)
          .values({ ...creator, profileKey: slug })
          .returning();
  const [row] = await db
    .insert(shows)
    .values({
      ...show,
      cardimage: `/media/thumbs/show-${slug}.svg`,
      creatorId: c?.id,
      ...over,
      slug,
    })
    .returning();
  return row as typeof shows.$inferSelect;
}

/** A content item; `playerIds` are tagged in it (content_players). */
export async function createContent(
  db: Database,
  over: Partial<typeof contentItems.$inferInsert> & { playerIds?: number[] } = {},
) {
  const { rng } = next('content');
  const { playerIds, ...fields } = over;
  const creator = fields.creatorId
    ? await creatorById(db, fields.creatorId)
    : await createCreator(db);
  const author = {
    id: creator.id,
    type: creator.type as CreatorType,
    image: creator.image,
    fanCount: creator.fanCount,
    showId: null,
    player: null,
  };
  const ctx = {
    dayStartMs: Date.now(),
    spanDays: 30,
    players: [{ id: 0, name: 'Test Player', team: 'Test Team', league: 'nba' }],
    teams: ['Rivals'],
  };
  const { row: base } = generateContent(rng, author, ctx);
  const [row] = await db
    .insert(contentItems)
    .values({ ...base, ...fields, creatorType: fields.creatorType ?? creator.type })
    .returning();
  const content = row as typeof contentItems.$inferSelect;
  if (playerIds?.length)
    await db
      .insert(contentPlayers)
      .values(playerIds.map((playerId) => ({ contentId: content.id, playerId })));
  return content;
}

/** A final with a box score for every listed player (default: 5 new players per side). */
export async function createGame(
  db: Database,
  opts: Partial<typeof games.$inferInsert> & {
    homePlayerIds?: number[];
    awayPlayerIds?: number[];
  } = {},
) {
  const { rng } = next('game');
  const { homePlayerIds, awayPlayerIds, ...over } = opts;
  const season = over.seasonId
    ? {
        id: over.seasonId,
        leagueId: over.leagueId ?? (await seasonById(db, over.seasonId)).leagueId,
      }
    : await createSeason(db, over.leagueId ? { leagueId: over.leagueId } : {});
  const leagueId = season.leagueId;
  const homeTeamId = over.homeTeamId ?? (await createTeam(db, { leagueId })).id;
  const awayTeamId = over.awayTeamId ?? (await createTeam(db, { leagueId })).id;
  const side = async (teamId: number, ids?: number[]) =>
    ids ??
    (await Promise.all([0, 1, 2, 3, 4].map(() => createPlayer(db, { leagueId, teamId })))).map(
      (p) => p.id,
    );
  const gameDate = over.gameDate ?? new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const lines: Omit<BoxScoreRow, 'gameId'>[] = [];
  for (const [teamId, ids] of [
    [homeTeamId, await side(homeTeamId, homePlayerIds)],
    [awayTeamId, await side(awayTeamId, awayPlayerIds)],
  ] as const) {
    for (const playerId of ids) {
      const stats =
        generateBoxScore(rng, defaultProfile()) ??
        generateBoxScore(rng, { ...defaultProfile(), playRate: 1 });
      if (stats)
        lines.push({ playerId, teamId, leagueId, seasonId: season.id, gameDate, ...stats });
    }
  }
  const score = (teamId: number) =>
    lines.filter((l) => l.teamId === teamId).reduce((s, l) => s + l.pts, 0);
  const [game] = await db
    .insert(games)
    .values({
      leagueId,
      seasonId: season.id,
      gameDate,
      homeTeamId,
      awayTeamId,
      homeScore: score(homeTeamId),
      awayScore: score(awayTeamId),
      ...over,
    })
    .returning();
  const g = game as typeof games.$inferSelect;
  const stats = lines.length
    ? await db
        .insert(playerGameStats)
        .values(lines.map((l) => ({ ...l, gameId: g.id })))
        .returning()
    : [];
  return { game: g, stats };
}

/** A pick copying its player's name, slug, school and photo (creates the draft year if needed). */
export async function createDraftPick(
  db: Database,
  over: Partial<typeof draftPicks.$inferInsert> = {},
) {
  const year = over.year ?? 2027;
  await db.insert(draftYears).values({ year }).onConflictDoNothing();
  const player = over.playerId ? await playerById(db, over.playerId) : await createPlayer(db);
  const position = over.draftposition ?? (await nextDraftPosition(db, year));
  const [row] = await db
    .insert(draftPicks)
    .values({ ...draftPickRow(year, position, player), ...over })
    .returning();
  return row as typeof draftPicks.$inferSelect;
}

export async function createPlaylist(
  db: Database,
  over: Partial<typeof playlists.$inferInsert> & { contentIds?: number[] } = {},
) {
  const { n } = next('playlist');
  const { contentIds = [], ...fields } = over;
  const [row] = await db
    .insert(playlists)
    .values({ title: `Playlist ${n}`, featured: true, ...fields })
    .returning();
  const list = row as typeof playlists.$inferSelect;
  if (contentIds.length)
    await db
      .insert(playlistItems)
      .values(
        contentIds.map((contentId, i) => ({ playlistId: list.id, contentId, position: i + 1 })),
      );
  return list;
}

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`factory: no ${what}`);
  return row;
}
const leagueById = (db: Database, id: number) =>
  one(
    db
      .select()
      .from(leagues)
      .where(sql`${leagues.id} = ${id}`),
    `league ${id}`,
  );
const playerById = (db: Database, id: number) =>
  one(
    db
      .select()
      .from(players)
      .where(sql`${players.id} = ${id}`),
    `player ${id}`,
  );
const creatorById = (db: Database, id: number) =>
  one(
    db
      .select()
      .from(creators)
      .where(sql`${creators.id} = ${id}`),
    `creator ${id}`,
  );
const seasonById = (db: Database, id: number) =>
  one(
    db
      .select()
      .from(seasons)
      .where(sql`${seasons.id} = ${id}`),
    `season ${id}`,
  );

async function nextDraftPosition(db: Database, year: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${draftPicks.draftposition}), 0)::int + 1` })
    .from(draftPicks)
    .where(sql`${draftPicks.year} = ${year}`);
  return row?.n ?? 1;
}
