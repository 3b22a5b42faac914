import { z } from 'zod';
import { boxScoreRowSchema } from './box-score-import';
import { pagingQuery } from './common';
import { pbpEvents } from './pbp-events';
import { shotZones } from './shot-zones';

// Play-by-play (film room, decision 0021): the CSV of POST /api/admin/play-by-play and
// `npm run pbp:import`, one row per event of one player, and the read APIs built on it.

export const pbpColumns = [
  'game_date',
  'league',
  'home_team',
  'away_team',
  'period',
  'clock',
  'team',
  'player',
  'event',
  'shot_x',
  'shot_y',
] as const;

export { pbpEvents };
export const pbpEventSchema = z.enum(pbpEvents);
export type PbpEvent = z.infer<typeof pbpEventSchema>;

/** Field-goal attempts: the only events that may carry a shot location. */
export const pbpShotEvents: readonly PbpEvent[] = [
  'fg2_made',
  'fg2_missed',
  'fg3_made',
  'fg3_missed',
];

/** Court bounds in feet from the basket: x across (sideline at ±25), y toward midcourt. */
export const SHOT_X_MAX = 25;
export const SHOT_Y_MIN = -5.25; // the baseline is 5.25 ft behind the basket's centre
export const SHOT_Y_MAX = 88.75; // the far baseline

/** `MM:SS` (or `M:SS`) left in the period, or `SS.t` under a minute, as tenths of a second. */
export function parseClock(text: string): number | null {
  const mmss = /^(\d{1,2}):([0-5]\d)$/.exec(text);
  if (mmss) return (Number(mmss[1]) * 60 + Number(mmss[2])) * 10;
  const sst = /^(\d{1,2})\.(\d)$/.exec(text);
  if (sst && Number(sst[1]) < 60) return Number(sst[1]) * 10 + Number(sst[2]);
  return null;
}

/** Tenths back to the scoreboard's way: `MM:SS` from a minute up, `SS.t` under it. */
export function formatClock(tenths: number): string {
  if (tenths < 600) return `${Math.floor(tenths / 10)}.${tenths % 10}`;
  const seconds = Math.floor(tenths / 10);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const clockCell = z
  .string()
  .trim()
  .transform((s, ctx) => {
    const tenths = parseClock(s);
    if (tenths === null) {
      ctx.addIssue({ code: 'custom', message: 'must be MM:SS, or SS.t under a minute' });
      return z.NEVER;
    }
    return tenths;
  });

const feetCell = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((s, ctx) => {
      if (s === '') return null;
      if (!/^-?\d{1,3}(\.\d{1,2})?$/.test(s)) {
        ctx.addIssue({ code: 'custom', message: 'must be feet, e.g. -3.5 (up to 2 decimals)' });
        return z.NEVER;
      }
      const n = Number(s);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max} feet` });
        return z.NEVER;
      }
      return n;
    });

const { game_date, league, home_team, away_team, player, team } = boxScoreRowSchema.shape;

/** One CSV row, cells as text in; what depends on the league or the game is checked later. */
export const pbpRowSchema = z
  .object({
    game_date,
    league,
    home_team,
    away_team,
    period: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, 'must be a whole number (1-4, 5+ for overtime; 1-2 for halves)')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be at least 1').max(20, 'must be at most 20')),
    clock: clockCell,
    team,
    player,
    event: z
      .string()
      .trim()
      .pipe(z.enum(pbpEvents, { message: `must be one of ${pbpEvents.join(', ')}` })),
    shot_x: feetCell(-SHOT_X_MAX, SHOT_X_MAX),
    shot_y: feetCell(SHOT_Y_MIN, SHOT_Y_MAX),
  })
  .superRefine(
    (r, ctx) => {
      const fail = (path: 'shot_x' | 'shot_y', message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const located = r.shot_x !== null || r.shot_y !== null;
      if (located && !pbpShotEvents.includes(r.event))
        fail(
          r.shot_x !== null ? 'shot_x' : 'shot_y',
          'only a field-goal attempt has a shot location',
        );
      else if ((r.shot_x === null) !== (r.shot_y === null))
        fail(r.shot_x === null ? 'shot_x' : 'shot_y', 'give both shot_x and shot_y, or neither');
    },
    { when: (payload) => payload.issues.length === 0 },
  );
export type PbpRow = z.infer<typeof pbpRowSchema>;

/** The box-score figures an import checks the events against (column names of decision 0006). */
export const pbpCheckedStats = [
  'pts',
  'fgm',
  'fga',
  'three_pm',
  'three_pa',
  'ftm',
  'fta',
  'reb',
  'ast',
  'st',
  'blks',
  'turnovers',
  'fouls',
] as const;
export type PbpCheckedStat = (typeof pbpCheckedStats)[number];

/** A figure where a game's events and its box score differ (kept when allow_mismatch=true). */
export const pbpMismatchSchema = z.object({
  player: z.object({ slug: z.string(), name: z.string() }),
  stat: z.enum(pbpCheckedStats),
  box_score: z.number().int(),
  events: z.number().int(),
});
export type PbpMismatch = z.infer<typeof pbpMismatchSchema>;

export const pbpImportQuerySchema = z.object({
  allow_mismatch: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const pbpImportResultSchema = z.object({
  games: z.array(
    z.object({
      game_id: z.number().int(),
      events: z.number().int().nonnegative(),
      /** False when the game already held exactly these events (a re-import writes nothing). */
      changed: z.boolean(),
      mismatches: z.array(pbpMismatchSchema),
    }),
  ),
});
export type PbpImportResult = z.infer<typeof pbpImportResultSchema>;

export const pbpCsvBody = z.string().describe('play-by-play CSV, one row per event of one player');

// ---- Read APIs ----

const teamRef = z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string() });
const playerRef = z.object({ slug: z.string(), name: z.string() });

/** A play's clip in its game's film: seconds into the film, and what the web needs to play it. */
export const playVideoSchema = z.object({
  /** The public video item when the film is published; null while it is only in the Studio. */
  content_id: z.number().int().nullable(),
  /** HLS master playlist of the whole film. */
  stream_url: z.string(),
  poster: z.string().nullable(),
  start: z.number(),
  end: z.number(),
});
export type PlayVideo = z.infer<typeof playVideoSchema>;

/** One event of a game. `video`: its clip in the game's synced film (decision 0023), or null. */
export const playSchema = z.object({
  seq: z.number().int(),
  period: z.number().int(),
  /** As the scoreboard shows it: `MM:SS`, or `SS.t` under a minute. */
  clock: z.string(),
  event: pbpEventSchema,
  team: teamRef,
  player: playerRef,
  shot_x: z.number().nullable(),
  shot_y: z.number().nullable(),
  video: playVideoSchema.nullable(),
});
export type Play = z.infer<typeof playSchema>;

/** A player's play, with the game it happened in. */
export const playerPlaySchema = playSchema.extend({
  game_id: z.number().int(),
  game_date: z.string(),
  opponent: teamRef,
});
export type PlayerPlay = z.infer<typeof playerPlaySchema>;

export const gameBoxLineSchema = z.object({
  player: playerRef,
  minutes: z.number().int(),
  pts: z.number().int(),
  fgm: z.number().int(),
  fga: z.number().int(),
  three_pm: z.number().int(),
  three_pa: z.number().int(),
  ftm: z.number().int(),
  fta: z.number().int(),
  oreb: z.number().int(),
  dreb: z.number().int(),
  reb: z.number().int(),
  ast: z.number().int(),
  st: z.number().int(),
  blks: z.number().int(),
  turnovers: z.number().int(),
  fouls: z.number().int(),
});
export type GameBoxLine = z.infer<typeof gameBoxLineSchema>;

const gameSideSchema = z.object({
  team: teamRef,
  score: z.number().int(),
  lines: z.array(gameBoxLineSchema),
});

/** GET /api/games/{gameId}: the game with both teams' box scores. */
export const gameDetailSchema = z.object({
  id: z.number().int(),
  game_date: z.string(),
  league: z.object({ id: z.number().int(), name: z.string(), display_name: z.string() }),
  season_label: z.string(),
  /** Periods of regulation and their length in minutes (overtime: 5). */
  periods: z.object({ regulation: z.number().int(), minutes: z.number().int() }),
  home: gameSideSchema,
  away: gameSideSchema,
  plays_count: z.number().int().nonnegative(),
  /** Where the imported events and the box score differ (imported with allow_mismatch). */
  mismatches: z.array(pbpMismatchSchema),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const gameIdParams = z.object({
  gameId: z.coerce
    .number({ message: 'must be a game id' })
    .int('must be a game id')
    .positive('must be a game id')
    .max(2_147_483_647, 'must be a game id'),
});

/** `event` takes one event or several, comma-separated (`fg3_made,fg3_missed`). */
export const playerPlaysQuerySchema = pagingQuery.extend({
  event: z
    .string()
    .trim()
    .transform((s) => [...new Set(s.split(',').map((e) => e.trim()))])
    .pipe(z.array(z.enum(pbpEvents, { message: `must be among ${pbpEvents.join(', ')}` })).min(1))
    .optional(),
  game: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  period: z.coerce.number().int().min(1).max(20).optional(),
  /** The season the statistics tab's season table counts (its "latest season" interval). */
  interval: z.enum(['latest_season'], { message: 'must be latest_season' }).optional(),
});
export type PlayerPlaysQuery = z.infer<typeof playerPlaysQuerySchema>;

export const shotZoneSchema = z.enum(shotZones);

export const shotZoneRowSchema = z.object({
  zone: shotZoneSchema,
  attempts: z.number().int().nonnegative(),
  makes: z.number().int().nonnegative(),
  /** Makes / attempts in percent, one decimal; null without attempts. */
  fg_percent: z.number().nullable(),
  league_attempts: z.number().int().nonnegative(),
  league_makes: z.number().int().nonnegative(),
  league_fg_percent: z.number().nullable(),
});
export type ShotZoneRow = z.infer<typeof shotZoneRowSchema>;

/** GET /api/players/{slug}/shot-chart: the player's located shots by zone (decision 0021). */
export const shotChartSchema = z.object({
  league: z.object({ id: z.number().int(), name: z.string(), display_name: z.string() }),
  zones: z.array(shotZoneRowSchema),
  /** Field-goal attempts without a location: in no zone. */
  unlocated_attempts: z.number().int().nonnegative(),
});
export type ShotChart = z.infer<typeof shotChartSchema>;
