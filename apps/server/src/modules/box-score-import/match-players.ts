import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerAliases, playerExternalIds, players } from '../../db/schema/index';
import { normalizeSearch } from '../../lib/normalize';
import { sqlRows } from '../../db/sql-rows';
import { playerKeyOf, type FilePlayerDraft, type NameSummary } from './name-summary';
import { yieldToEventLoop } from './yield';

const lower = (s: string) => s.toLowerCase();
/** The external-id source of the `espn_athlete_id` column. */
const ESPN = 'espn';

/** A player of the file, with their league as an id (unknown league: undefined). */
type FilePlayer = Omit<FilePlayerDraft, 'league'> & { leagueId: number | undefined };

/**
 * Finds every player of the file, creating the missing ones (decision 0024): by ESPN athlete
 * id first, then by slug or an earlier slug (an alias). A known player whose newest line is in
 * the file takes its name and team. Answers each file player's current slug (by playerKeyOf),
 * which the file's lines are then pointed at.
 */
export async function ensurePlayers(
  db: Database,
  summary: NameSummary,
  leagueIds: Map<string, number>,
  findTeam: (leagueId: number, name: string) => number | string,
  canonical: (leagueId: number | undefined, name: string) => string,
  counts: { players_created: number },
): Promise<Map<string, string>> {
  const filePlayers = [...summary.players.values()].map((p): FilePlayer => {
    const leagueId = leagueIds.get(lower(p.league));
    return { ...p, leagueId, lastTeam: canonical(leagueId, p.lastTeam) };
  });
  const espnIds = filePlayers.flatMap((f) => (f.espnId ? [f.espnId] : []));
  const slugs = [...summary.slugs];
  const known = new Map(
    (espnIds.length
      ? await db
          .select({ id: playerExternalIds.externalId, playerId: playerExternalIds.playerId })
          .from(playerExternalIds)
          .where(
            and(eq(playerExternalIds.source, ESPN), inArray(playerExternalIds.externalId, espnIds)),
          )
      : []
    ).map((r) => [r.id, r.playerId]),
  );
  const bySlug = await playersBySlug(db, slugs);

  const slugOfKey = new Map<string, string>();
  let n = 0;
  for (const f of filePlayers) {
    if (++n % 100 === 0) await yieldToEventLoop();
    if (f.leagueId === undefined) continue; // an unknown league: the resolver refuses the file
    const key = playerKeyOf({ espn_athlete_id: f.espnId, player: f.slug });
    let id = f.espnId ? known.get(f.espnId) : undefined;
    if (id === undefined) {
      const candidate = bySlug.get(f.slug);
      // The same slug with another ESPN id is another person (two players of one name).
      if (candidate && !(f.espnId && candidate.espnId && candidate.espnId !== f.espnId)) {
        id = candidate.id;
        if (f.espnId && !candidate.espnId) await attachEspn(db, id, f.espnId);
      }
    }
    if (id === undefined) {
      id = await createPlayer(db, f, findTeam);
      if (f.espnId) await attachEspn(db, id, f.espnId);
      counts.players_created++;
      // Later rows of the file without an ESPN id, under this slug, are this player.
      if (!bySlug.has(f.slug)) bySlug.set(f.slug, { id, espnId: f.espnId ?? null });
    } else {
      await followPlayer(db, id, f, findTeam);
    }
    const [current] = await db
      .select({ slug: players.slug })
      .from(players)
      .where(eq(players.id, id));
    slugOfKey.set(key, current?.slug ?? f.slug);
  }
  return slugOfKey;
}

/** Players by slug, or by an earlier slug (an alias), with their ESPN id if any. */
async function playersBySlug(db: Database, slugs: string[]) {
  const out = new Map<string, { id: number; espnId: string | null }>();
  if (!slugs.length) return out;
  const direct = await db
    .select({ slug: players.slug, id: players.id })
    .from(players)
    .where(inArray(players.slug, slugs));
  const aliased = await db
    .select({ slug: playerAliases.slug, id: playerAliases.playerId })
    .from(playerAliases)
    .where(inArray(playerAliases.slug, slugs));
  const ids = [...new Set([...direct, ...aliased].map((r) => r.id))];
  const espn = new Map(
    (ids.length
      ? await db
          .select({ id: playerExternalIds.playerId, ext: playerExternalIds.externalId })
          .from(playerExternalIds)
          .where(and(eq(playerExternalIds.source, ESPN), inArray(playerExternalIds.playerId, ids)))
      : []
    ).map((r) => [r.id, r.ext]),
  );
  for (const r of [...aliased, ...direct])
    out.set(r.slug, { id: r.id, espnId: espn.get(r.id) ?? null });
  return out;
}

async function attachEspn(db: Database, playerId: number, espnId: string) {
  await db
    .insert(playerExternalIds)
    .values({ source: ESPN, externalId: espnId, playerId })
    .onConflictDoNothing();
}

/** "A'ja Wilson" → A'ja / Wilson; without a name column, from the slug (nia-new → Nia / New). */
function splitName(f: FilePlayer): { firstname: string; lastname: string } {
  const full =
    f.name ??
    f.slug
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
  const [first = full, ...rest] = full.trim().split(/\s+/);
  return { firstname: first, lastname: rest.join(' ') || first };
}

async function createPlayer(
  db: Database,
  f: FilePlayer,
  findTeam: (leagueId: number, name: string) => number | string,
): Promise<number> {
  const { firstname, lastname } = splitName(f);
  const leagueId = f.leagueId as number; // the file's leagues exist or the resolver refuses it
  const team = findTeam(leagueId, f.lastTeam);
  const slug = await freeSlug(db, f.slug);
  const [row] = await db
    .insert(players)
    .values({
      slug,
      firstname,
      lastname,
      searchName: normalizeSearch(`${firstname} ${lastname}`),
      leagueId,
      teamId: typeof team === 'number' ? team : null,
    })
    .returning({ id: players.id });
  if (!row) throw new Error('player not created');
  return row.id;
}

/** The slug, or slug-2, -3 … when a player or an alias already has it. */
async function freeSlug(db: Database, slug: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? slug : `${slug}-${n}`;
    const [taken] = await sqlRows<{ x: number }>(
      db,
      sql`select 1 as x from players where slug = ${candidate}
          union all select 1 from player_aliases where slug = ${candidate} limit 1`,
    );
    if (!taken) return candidate;
  }
}

/**
 * A known player whose newest line is in this file takes the file's name and team (Betnijah
 * Laney in 2023, Laney-Hamilton in 2024): the old slug and name stay as an alias, so links and
 * files that use them still find the player. An older file changes nothing but the alias.
 */
async function followPlayer(
  db: Database,
  id: number,
  f: FilePlayer,
  findTeam: (leagueId: number, name: string) => number | string,
) {
  const [p] = await sqlRows<{
    slug: string;
    firstname: string;
    lastname: string;
    last: string | null;
  }>(
    db,
    sql`select p.slug, p.firstname, p.lastname,
          (select max(s.game_date)::text from player_game_stats s where s.player_id = p.id) as last
        from players p where p.id = ${id}`,
  );
  if (!p) return;
  const newer = p.last === null || p.last < f.lastDate;
  const alias = async (slug: string, name: string) =>
    db.insert(playerAliases).values({ slug, name, playerId: id }).onConflictDoNothing();
  if (p.slug === f.slug || !f.name) {
    if (newer && f.leagueId !== undefined) await moveTeam(db, id, f, findTeam);
    return;
  }
  if (!newer) return alias(f.slug, f.name);
  // The file's name may be one of the player's own aliases (a name taken back): it is free.
  await db
    .delete(playerAliases)
    .where(and(eq(playerAliases.slug, f.slug), eq(playerAliases.playerId, id)));
  const slug = await freeSlug(db, f.slug);
  const { firstname, lastname } = splitName(f);
  await alias(p.slug, `${p.firstname} ${p.lastname}`);
  await db
    .update(players)
    .set({ slug, firstname, lastname, searchName: normalizeSearch(`${firstname} ${lastname}`) })
    .where(eq(players.id, id));
  if (f.leagueId !== undefined) await moveTeam(db, id, f, findTeam);
}

/**
 * The player's current league and team become those of their newest line: a player drafted
 * from college, or traded, is listed where they play now (stats are read in the current league,
 * decision 0002).
 */
async function moveTeam(
  db: Database,
  id: number,
  f: FilePlayer,
  findTeam: (leagueId: number, name: string) => number | string,
) {
  const leagueId = f.leagueId as number;
  const team = findTeam(leagueId, f.lastTeam);
  if (typeof team === 'number')
    await db.update(players).set({ leagueId, teamId: team }).where(eq(players.id, id));
}
