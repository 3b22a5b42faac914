import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearch } from '../lib/normalize';
import { createTestDb, type TestDb } from '../test/create-test-db';
import { createPlayer } from '../test/factories';
import type { Database } from '../db/client';
import { rowsOf } from '../db/bulk-insert';
import { playsOffTheBoxScore } from '../modules/play-by-play/pbp-invariant';
import { seedDatabase, type SeedSummary } from './seed-demo';

const NOW = new Date('2026-11-22T15:30:00Z');
let db: TestDb;
let summary: SeedSummary;

const q = async <R = Record<string, unknown>>(query: SQL) => rowsOf<R>(await db.db.execute(query));
const one = async <R = Record<string, unknown>>(query: SQL) => (await q<R>(query))[0] as R;

beforeAll(async () => {
  db = await createTestDb();
  const t0 = performance.now();
  summary = await seedDatabase(db.db, { scale: 'demo', now: NOW, log: (m) => console.log(m) });
  console.log(`demo seed: ${Math.round(performance.now() - t0)} ms`);
}, 240_000);
afterAll(() => db?.destroy());

describe('demo seed', () => {
  it('has 2,000+ players over the four leagues (no ncaawb), with college-only classes', async () => {
    expect(summary.players).toBeGreaterThanOrEqual(2000);
    const leagues = await q<{ name: string; n: number }>(
      sql`select l.name, count(p.id)::int as n from leagues l left join players p on p.league_id = l.id group by l.name order by l.name`,
    );
    expect(leagues.map((l) => l.name)).toEqual(['gleague', 'nba', 'ncaam', 'ncaaw']);
    expect(leagues.every((l) => l.n > 100)).toBe(true);
    const bad = await one<{
      n: number;
    }>(sql`select count(*)::int as n from players p join leagues l on l.id = p.league_id
      where p.position not in ('Guard', 'Forward', 'Center')
         or (l.level = 'college') <> (p.school_year is not null)
         or p.search_name <> lower(p.search_name)
         or p.imageuri <> '/media/avatars/' || p.slug || '.svg?look=' || (case when l.name = 'ncaaw' then 'women' else 'men' end)`);
    expect(bad.n).toBe(0);
  });

  it('has 300+ creators of every type, exactly one admin, shows and player profiles', async () => {
    const types = await q<{ type: string; n: number }>(
      sql`select type, count(*)::int as n from creators group by type order by type`,
    );
    expect(Object.fromEntries(types.map((t) => [t.type, t.n]))).toMatchObject({ admin: 1 });
    expect(types.map((t) => t.type)).toEqual(['admin', 'creator', 'player', 'show']);
    expect(types.reduce((s, t) => s + t.n, 0)).toBeGreaterThanOrEqual(300);
    expect(
      await one(sql`select displayname, profile_key from creators where type = 'admin'`),
    ).toEqual({ displayname: 'Hoopdex', profile_key: 'hoopdex' });
    const links = await one<{ players: number; shows: number; undescribed: number }>(sql`select
      (select count(*)::int from creators c left join players p on p.id = c.player_id where c.type = 'player' and (p.slug is null or p.slug <> c.profile_key)) as players,
      (select count(*)::int from creators c left join shows s on s.creator_id = c.id where c.type = 'show' and (s.slug is null or s.slug <> c.profile_key)) as shows,
      (select count(*)::int from shows where description is null) as undescribed`);
    expect(links).toMatchObject({ players: 0, shows: 0 });
    expect(links.undescribed).toBeGreaterThan(0);
  });

  it('has 5,000+ content items of all types over the last 400 days, consistent with their creators', async () => {
    const c = await one<Record<string, number>>(sql`select count(*)::int as total,
      count(distinct content_type)::int as types,
      count(*) filter (where publishedat > ${NOW.toISOString()}::timestamptz or publishedat < ${NOW.toISOString()}::timestamptz - interval '401 days')::int as out_of_range,
      count(*) filter (where content_type = 'video' and (videoid is null or video_source is null or image is null))::int as bad_videos,
      count(*) filter (where show_id is not null)::int as episodes,
      count(*) filter (where creator_type = 'admin')::int as admin_items,
      count(*) filter (where featured and creator_type <> 'admin' and publishedat > ${NOW.toISOString()}::timestamptz - interval '30 days')::int as featured_recent
      from content_items`);
    expect(c.total).toBeGreaterThanOrEqual(5000);
    expect(c).toMatchObject({ types: 3, out_of_range: 0, bad_videos: 0 });
    expect(c.episodes).toBeGreaterThan(0);
    expect(c.admin_items).toBeGreaterThan(0);
    expect(c.featured_recent).toBeGreaterThanOrEqual(20);
    const mismatched = await one<{ n: number }>(
      sql`select count(*)::int as n from content_items i join creators c on c.id = i.creator_id where c.type <> i.creator_type`,
    );
    expect(mismatched.n).toBe(0);
    const sample = await q<{ title: string; search_title: string }>(
      sql`select title, search_title from content_items where title is not null order by id limit 200`,
    );
    for (const r of sample) expect(r.search_title).toBe(normalizeSearch(r.title));
    const tagged = await one<{ n: number }>(
      sql`select count(distinct content_id)::int as n from content_players cp join content_items i on i.id = cp.content_id where i.content_type = 'video'`,
    );
    expect(tagged.n).toBeGreaterThan(1000);
  });

  it('writes box scores that add up', async () => {
    const bad = await one<{ n: number; total: number }>(sql`select count(*) filter (where not (
        fgm <= fga and three_pm <= three_pa and three_pm <= fgm and ftm <= fta and minutes > 0
        and pts = 2 * (fgm - three_pm) + 3 * three_pm + ftm and reb = oreb + dreb))::int as n, count(*)::int as total
      from player_game_stats`);
    expect(bad.total).toBeGreaterThan(50_000);
    expect(bad.n).toBe(0);
    const scores = await one<{ n: number }>(sql`select count(*)::int as n from games g
      join (select game_id, team_id, sum(pts) as pts from player_game_stats group by game_id, team_id) s on s.game_id = g.id
      where (s.team_id = g.home_team_id and s.pts <> g.home_score) or (s.team_id = g.away_team_id and s.pts <> g.away_score)`);
    expect(scores.n).toBe(0);
  });

  it('has games for every league in the last 7 days and none from today on', async () => {
    const recent = await q<{ name: string; n: number }>(
      sql`select l.name, count(g.id)::int as n from leagues l left join games g on g.league_id = l.id and g.game_date >= '2026-11-15' and g.game_date < '2026-11-22' group by l.name`,
    );
    expect(recent).toHaveLength(4);
    expect(recent.every((r) => r.n > 0)).toBe(true);
    const future = await one<{ n: number }>(
      sql`select count(*)::int as n from games where game_date >= '2026-11-22'`,
    );
    expect(future.n).toBe(0);
  });

  it('has the current draft board: 60 picks of college players', async () => {
    const picks = await one<
      Record<string, number>
    >(sql`select count(*)::int as n, count(distinct dp.draftposition)::int as positions, min(dp.draftposition)::int as first, max(dp.draftposition)::int as last,
      count(*) filter (where l.level <> 'college' or dp.slug <> p.slug or dp.name <> p.firstname || ' ' || p.lastname)::int as bad
      from draft_picks dp join players p on p.id = dp.player_id join leagues l on l.id = p.league_id where dp.year = 2027`);
    expect(picks).toEqual({ n: 60, positions: 60, first: 1, last: 60, bad: 0 });
    expect(await q(sql`select year from draft_years order by year desc`)).toEqual([
      { year: 2027 },
      { year: 2026 },
    ]);
  });

  it('has featured playlists of 8-15 ordered videos, trending ranks 1..N and one current spotlight', async () => {
    const lists = await q<{
      n: number;
      maxpos: number;
      videos: number;
    }>(sql`select count(*)::int as n, max(pi.position)::int as maxpos, count(*) filter (where i.content_type = 'video')::int as videos
      from playlists pl join playlist_items pi on pi.playlist_id = pl.id join content_items i on i.id = pi.content_id where pl.featured group by pl.id`);
    expect(lists.length).toBeGreaterThanOrEqual(6);
    for (const l of lists) {
      expect(l.n).toBeGreaterThanOrEqual(8);
      expect(l.n).toBeLessThanOrEqual(15);
      expect(l).toMatchObject({ maxpos: l.n, videos: l.n });
    }
    const ranks = await one<{ n: number; distinct: number; max: number }>(
      sql`select count(*)::int as n, count(distinct trending_rank)::int as distinct, max(trending_rank)::int as max from players where trending_rank is not null`,
    );
    expect(ranks.n).toBeGreaterThanOrEqual(10);
    expect(ranks).toEqual({ n: ranks.n, distinct: ranks.n, max: ranks.n });
    const spot = await one<{ n: number }>(
      sql`select count(*)::int as n from spotlights where starts_at <= ${NOW.toISOString()}::timestamptz and ends_at > ${NOW.toISOString()}::timestamptz`,
    );
    expect(spot.n).toBe(1);
  });

  it('leaves no dangling references (FK triggers are off while seeding) and usable sequences', async () => {
    const dangling = await one<Record<string, number>>(sql`select
      (select count(*)::int from player_game_stats s left join games g on g.id = s.game_id left join players p on p.id = s.player_id where g.id is null or p.id is null) as box,
      (select count(*)::int from games g left join teams h on h.id = g.home_team_id left join seasons s on s.id = g.season_id where h.id is null or s.id is null) as games,
      (select count(*)::int from players p left join teams t on t.id = p.team_id where p.team_id is not null and t.id is null) as players,
      (select count(*)::int from content_items i left join creators c on c.id = i.creator_id left join shows s on s.id = i.show_id where c.id is null or (i.show_id is not null and s.id is null)) as content,
      (select count(*)::int from content_players cp left join players p on p.id = cp.player_id left join content_items i on i.id = cp.content_id where p.id is null or i.id is null) as tags`);
    expect(dangling).toEqual({ box: 0, games: 0, players: 0, content: 0, tags: 0 });
    const added = await createPlayer(db.db as Database, { leagueId: 1 });
    expect(added.id).toBe((summary.players ?? 0) + 1);
  });
});

describe('determinism', () => {
  /** Runs the seed against a recorder: every statement and parameter it would send, hashed. */
  async function fingerprint(now: Date) {
    const dialect = new PgDialect();
    const all = createHash('sha256');
    const slugs: string[] = [];
    let pts = 0;
    const recorder = {
      execute: async (query: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        all.update(text).update(JSON.stringify(params));
        const rows = text.startsWith('insert into')
          ? (JSON.parse(String(params[0])) as Record<string, unknown>[])
          : [];
        if (text.startsWith('insert into "players"')) {
          slugs.push(...rows.map((r) => String(r.slug)));
        }
        if (text.startsWith('insert into "player_game_stats"'))
          pts += rows.reduce((s, r) => s + Number(r.pts), 0);
        return { rows: [] };
      },
      transaction: async (fn: (tx: unknown) => Promise<unknown>) => fn(recorder),
    };
    await seedDatabase(recorder as unknown as Database, { scale: 'demo', now });
    return { all: all.digest('hex'), slugs, pts };
  }

  it('sends identical data for any time of the same day, and the same players on another day', async () => {
    const morning = await fingerprint(new Date('2026-11-22T00:00:01Z'));
    const evening = await fingerprint(new Date('2026-11-22T23:59:59Z'));
    const nextDay = await fingerprint(new Date('2026-11-23T12:00:00Z'));
    expect(evening.all).toBe(morning.all);
    expect(nextDay.all).not.toBe(morning.all);
    expect(nextDay.slugs).toEqual(morning.slugs);
    // What reached the database is what the generator produced for that day.
    const stored = await one<{ slugs: string; pts: number }>(
      sql`select md5(string_agg(slug, ',' order by id)) as slugs, (select sum(pts)::int from player_game_stats) as pts from players where id <= ${summary.players}`,
    );
    expect(stored).toEqual({
      slugs: createHash('md5').update(morning.slugs.join(',')).digest('hex'),
      pts: morning.pts,
    });
  }, 120_000);
});

describe('demo play-by-play (decision 0021)', () => {
  it('covers games of the trending players, and every game adds up to its box score', async () => {
    expect(summary.play_by_play_games).toBeGreaterThanOrEqual(3);
    expect(summary.play_by_play_events).toBeGreaterThan(summary.play_by_play_games! * 100);
    const top = await one<{ n: number }>(sql`select count(distinct e.game_id)::int as n
      from play_by_play_events e join player_game_stats s on s.game_id = e.game_id
      join players p on p.id = s.player_id where p.trending_rank = 1`);
    expect(top.n).toBeGreaterThan(0);
    expect(await playsOffTheBoxScore(db.db)).toEqual([]);
  });
});
