import { z } from 'zod';
import { notYearZero } from './common';

// The box-score CSV of POST /api/admin/box-scores and `npm run stats:import` (decision 0006):
// one row per player per game. Cells arrive as text; this schema turns one row into numbers and
// checks that the line adds up, so a typo in a spreadsheet never reaches the stats.

export { boxScoreColumns, type BoxScoreColumn } from './box-score-columns';

/** An answer lists at most this many errors: a file with a wrong column would list every row. */
export const BOX_SCORE_MAX_ERRORS = 50;

/** `line 7: pts`: where an error is, as the `param` of `{ msg, param }`. */
export const lineParam = (line: number, column?: string) =>
  column ? `line ${line}: ${column}` : `line ${line}`;

const text = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'is too long (200 characters at most)');

/** A whole number in a cell. Bounds are generous but keep every value inside a smallint. */
const count = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(0).max(max, `must be at most ${max}`));

/** YYYY-MM-DD that is a real calendar day (2025-02-30 is refused) in PostgreSQL's calendar. */
const gameDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD', abort: true })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'is not a valid calendar date')
  .refine(notYearZero, 'year 0000 is not a date');

/** A cell of an optional column: absent or empty is undefined. */
const optionalCell = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

/** Whether the player started: 1/0 or true/false (ESPN's TRUE/FALSE), any case. */
const starterFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' }))
  .transform((v) => v === '1' || v === 'true');

const espnId = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'must be a number');

/** Columns a file may add to boxScoreColumns (decision 0024). */
export const boxScoreOptionalColumns = [
  'player_name',
  'espn_athlete_id',
  'espn_team_id',
  'espn_opponent_team_id',
  'team_name',
  'opponent_team_name',
  'starter',
] as const;

const statCells = {
  minutes: count(90),
  pts: count(200),
  fgm: count(100),
  fga: count(150),
  three_pm: count(100),
  three_pa: count(150),
  ftm: count(100),
  fta: count(150),
  oreb: count(100),
  dreb: count(100),
  reb: count(150),
  ast: count(100),
  st: count(100),
  blks: count(100),
  turnovers: count(100),
  fouls: count(20),
};

/** One CSV row, cells as text in, numbers out, checked for box-score consistency. */
export const boxScoreRowSchema = z
  .object({
    game_date: gameDate,
    league: text,
    home_team: text,
    away_team: text,
    home_score: count(500),
    away_score: count(500),
    player: text,
    team: text,
    ...statCells,
    // Optional columns (decision 0024): read when the header has them, empty cells ignored.
    /** The player's display name, used when the import creates the player. */
    player_name: optionalCell(text),
    /** ESPN's athlete id: matches a player across seasons whatever their slug. */
    espn_athlete_id: optionalCell(espnId),
    /** ESPN's ids of the player's team and of the other team: match teams whatever they are called. */
    espn_team_id: optionalCell(espnId),
    espn_opponent_team_id: optionalCell(espnId),
    /**
     * The full names of the player's team and of the other team ("Minnesota Lynx"), when `team`
     * and the home/away columns give abbreviations: a team the import creates is named by it, and
     * a team still named by its abbreviation takes it (ESPN's files carry them).
     */
    team_name: optionalCell(text),
    opponent_team_name: optionalCell(text),
    /**
     * Whether the player started the game (decision 0006): the projections read a player's recent
     * starts as a signal of her role (decision 0026). Absent or empty: not known.
     */
    starter: optionalCell(starterFlag),
  })
  .superRefine(
    (r, ctx) => {
      const fail = (path: keyof typeof r, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (r.fgm > r.fga) fail('fgm', 'must not exceed fga');
      if (r.three_pm > r.three_pa) fail('three_pm', 'must not exceed three_pa');
      if (r.three_pm > r.fgm) fail('three_pm', 'must not exceed fgm (a three is a field goal)');
      if (r.three_pa > r.fga) fail('three_pa', 'must not exceed fga (a three is a field goal)');
      if (r.ftm > r.fta) fail('ftm', 'must not exceed fta');
      if (r.reb !== r.oreb + r.dreb) fail('reb', `must equal oreb + dreb (${r.oreb + r.dreb})`);
      const pts = 2 * r.fgm + r.three_pm + r.ftm;
      if (r.pts !== pts) fail('pts', `must equal 2·fgm + three_pm + ftm (${pts})`);
      const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
      if (eq(r.home_team, r.away_team)) fail('away_team', 'must differ from home_team');
      // Whether `team` is the home or away team is checked by the importer on team ids: a row may
      // name a team by its abbreviation in one column and by its name in another.
    },
    // Only on a row whose cells all parsed: the sums need numbers, not the text of a bad cell.
    { when: (payload) => payload.issues.length === 0 },
  );
export type BoxScoreRow = z.infer<typeof boxScoreRowSchema>;

const tally = z.number().int().nonnegative();

/**
 * What an import did. Re-importing a file updates its lines in place: no duplicates. The
 * created and skipped counts come with `create_missing` (decision 0024); a dry run answers the
 * same counts and writes nothing.
 */
export const boxScoreImportResultSchema = z.object({
  games_created: tally,
  lines_inserted: tally,
  lines_updated: tally,
  leagues_created: tally.optional(),
  seasons_created: tally.optional(),
  teams_created: tally.optional(),
  players_created: tally.optional(),
  /** Rows the file holds but the import leaves out on purpose (did not play, exhibitions, …). */
  skipped: z.array(z.object({ reason: z.string(), count: tally })).optional(),
});

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** POST /api/admin/box-scores query (decision 0024). */
export const boxScoreImportQuerySchema = z.object({
  /** Create the leagues (known ones only), seasons, teams and players the file names. */
  create_missing: flag,
  /** Check and count everything, write nothing (one transaction, rolled back). */
  dry_run: flag,
  /**
   * Run as a durable job: answer 202 `{ import_id }` at once and follow it with
   * GET /api/admin/imports/{import_id}. A body over 1 MB (or of unknown length) always does.
   */
  async: flag,
  /** Import a finished resumable upload (tus, /api/uploads) of the caller instead of a body. */
  upload_id: z
    .string()
    .regex(/^[a-f0-9]{32}$/, 'must be an upload id')
    .optional(),
});
export type BoxScoreImportQuery = z.infer<typeof boxScoreImportQuerySchema>;
export type BoxScoreImportResult = z.infer<typeof boxScoreImportResultSchema>;

/** A box-score import run as a durable job (decision 0024): what GET /admin/imports/{id} answers. */
export const importJobStateSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type ImportJobState = z.infer<typeof importJobStateSchema>;

export const importJobSchema = z.object({
  import_id: z.number().int().positive(),
  state: importJobStateSchema,
  /** 0–100: the file read once to check it, then again to write it. */
  progress: z.number().min(0).max(100),
  /** What the job is doing now: `queued`, `checking`, `writing`, `done`, `failed`. */
  phase: z.string(),
  dry_run: z.boolean(),
  create_missing: z.boolean(),
  /** The file's size in bytes as stored (compressed when it was sent gzipped). */
  bytes: z.number().int().nonnegative(),
  /** The counts, once done. */
  result: boxScoreImportResultSchema.nullable(),
  /** Why it failed: the file's errors (`line 7: pts`) or what went wrong; empty otherwise. */
  errors: z.array(z.object({ msg: z.string(), param: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** 202 of POST /api/admin/box-scores run as a job. */
export const importQueuedSchema = z.object({ import_id: z.number().int().positive() });
export type ImportQueued = z.infer<typeof importQueuedSchema>;

export const importIdParams = z.object({
  importId: z.coerce.number().int().positive().max(2147483647),
});

/** The request body: the CSV text (content type text/csv). */
export const boxScoreCsvBody = z.string().describe('box-score CSV, one row per player per game');
