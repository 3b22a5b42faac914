import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  contentItems,
  contentPlayers,
  creators,
  games,
  leagues,
  playerGameStats,
  playlists,
  players,
  seasons,
  shows,
  teams,
} from '../db/schema/index';
import { skipForeignKeyChecks, syncSequences, withIndexesDeferred } from '../db/bulk-insert';
import { startOfUtcDay } from './dates';
import { assignFans, assignTrending, Performance, saveFansAndTrending } from './fans';
import { Rng } from './random';
import { scales } from './scales';
import { seedContent } from './seed-content';
import { seedCreators } from './seed-creators';
import { seedExtras } from './seed-extras';
import { seedGames } from './seed-games';
import { seedPlays } from './seed-plays';
import { seedWorld } from './seed-world';

/** Changing it changes every generated value: keep it fixed so every fresh start looks the same. */
export const SEED = 'hoopdex-demo-1';

export interface SeedOptions {
  scale: 'demo' | 'large';
  /** Reference time; the data depends only on its UTC day. Default: now. */
  now?: Date;
  log?: (msg: string) => void;
}

export type SeedSummary = Record<string, number>;

/**
 * Fills an empty, migrated database with deterministic demo data (same day, same rows) in one
 * transaction: a seed cut short leaves nothing behind, so the next start seeds again.
 */
export async function seedDatabase(db: Database, opts: SeedOptions): Promise<SeedSummary> {
  const scale = scales[opts.scale];
  const today = startOfUtcDay(opts.now ?? new Date());
  const log = opts.log ?? (() => undefined);
  const root = new Rng(SEED);
  const summary: SeedSummary = {};
  const step = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await fn();
    log(`seed: ${label} in ${Math.round(performance.now() - t0)} ms`);
    return out;
  };
  await db.transaction(async (tx) => {
    const fkOff = await skipForeignKeyChecks(tx);
    log(
      `seed: ${opts.scale} scale, day ${new Date(today).toISOString().slice(0, 10)}${fkOff ? ', FK triggers off (the seed builds every reference)' : ''}`,
    );
    const bulky = [players, playerGameStats, games, contentItems, contentPlayers];
    await step('all data (indexes rebuilt after)', () =>
      withIndexesDeferred(tx, bulky, async () => {
        const world = await step('leagues, teams, players', () =>
          seedWorld(tx, root, scale, today),
        );
        Object.assign(summary, {
          leagues: world.leagues.length,
          seasons: world.leagues.reduce((n, l) => n + l.seasons.length, 0),
          teams: world.teams.length,
          players: world.players.length,
        });
        const perf = new Performance(today);
        const g = await step('games and box scores', () => seedGames(tx, root, world, today, perf));
        await step('fans and trending from the games', async () => {
          assignFans(world, perf, root.fork('fans'));
          assignTrending(world, perf);
          await saveFansAndTrending(tx, world);
        });
        Object.assign(summary, { games: g.games, player_game_stats: g.boxScores });
        const authors = await step('creators and shows', () =>
          seedCreators(tx, root, world, scale, today),
        );
        Object.assign(summary, {
          creators: authors.length,
          shows: authors.filter((a) => a.type === 'show').length,
        });
        const c = await step('content and playlists', () =>
          seedContent(tx, root, world, authors, scale.content, today),
        );
        Object.assign(summary, {
          content_items: c.content,
          content_players: c.tags,
          featured_content: c.featured,
          playlists: c.playlists,
          playlist_items: c.playlistItems,
        });
        const x = await step('draft, gear, timelines, spotlights', () =>
          seedExtras(tx, root, world, scale, today),
        );
        Object.assign(summary, {
          draft_years: x.draftYears,
          draft_picks: x.draftPicks,
          player_gear: x.gear,
          player_timeline: x.timeline,
          spotlights: x.spotlights,
        });
      }),
    );
    // After the world (trending ranks) and the box scores it is generated from, and once their
    // indexes are back (it looks up a few players' latest games).
    const pbp = await step('play-by-play', () => seedPlays(tx, root));
    Object.assign(summary, { play_by_play_games: pbp.games, play_by_play_events: pbp.events });
    await syncSequences(tx, [
      leagues,
      seasons,
      teams,
      players,
      games,
      creators,
      shows,
      contentItems,
      playlists,
    ]);
    // The stats_version triggers are off with the FK checks: move the counter by hand, so no
    // stats dataset cached before the seed is reused after it.
    await tx.execute(sql`update stats_version set version = version + 1 where id = 1`);
  });
  return summary;
}
