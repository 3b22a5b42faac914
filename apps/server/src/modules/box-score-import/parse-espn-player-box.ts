import { boxScoreRowSchema, lineParam } from '@hoopdex/contract';
import { z } from 'zod';
import { slugify } from '../../lib/normalize';
import { ErrorList, parseCsvRows } from '../../lib/csv-rows';
import type { ParsedLine } from './parse-box-scores';

// ESPN's player box scores as the sportsdataverse projects publish them (wehoop's `player_box`,
// 57 columns): decision 0024 maps them onto our import's rows, column by column.

/** Our column ← ESPN's. */
const statColumns = {
  minutes: 'minutes',
  pts: 'points',
  fgm: 'field_goals_made',
  fga: 'field_goals_attempted',
  three_pm: 'three_point_field_goals_made',
  three_pa: 'three_point_field_goals_attempted',
  ftm: 'free_throws_made',
  fta: 'free_throws_attempted',
  oreb: 'offensive_rebounds',
  dreb: 'defensive_rebounds',
  reb: 'rebounds',
  ast: 'assists',
  st: 'steals',
  blks: 'blocks',
  turnovers: 'turnovers',
  fouls: 'fouls',
} as const;

/** What our row's other columns are made of, for naming an error by ESPN's column. */
const sourceOf: Record<string, string> = {
  ...statColumns,
  game_date: 'game_date',
  league: 'team_logo',
  home_team: 'team_abbreviation',
  away_team: 'opponent_team_abbreviation',
  home_score: 'team_score',
  away_score: 'opponent_team_score',
  player: 'athlete_display_name',
  team: 'team_abbreviation',
  player_name: 'athlete_display_name',
  espn_athlete_id: 'athlete_id',
  espn_team_id: 'team_id',
  espn_opponent_team_id: 'opponent_team_id',
  team_name: 'team_display_name',
  opponent_team_name: 'opponent_team_display_name',
  starter: 'starter',
};

export const espnColumns = [
  'game_id',
  'season_type',
  'game_date',
  'athlete_id',
  'athlete_display_name',
  'team_abbreviation',
  'opponent_team_abbreviation',
  'home_away',
  'team_score',
  'opponent_team_score',
  'did_not_play',
  'active',
  'reason',
  'team_logo',
  'team_id',
  'opponent_team_id',
  ...Object.values(statColumns),
] as const;

/** ESPN columns read when the file has them: the teams' full names, whether the player started. */
export const espnOptionalColumns = [
  'team_display_name',
  'opponent_team_display_name',
  'starter',
] as const;

/** The header is ESPN's when it has these (ours has none of them). */
export const isEspnHeader = (header: string) => {
  const names = header.split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
  return names.includes('athlete_id') && names.includes('season_type');
};

/**
 * Games ESPN files as regular season that the league's standings and statistics leave out (the
 * real data's README): All-Star Games and the Commissioner's Cup Championship, by ESPN game id.
 */
const exhibitions = new Set([
  '401455978', // WNBA All-Star Game 2022
  '401430112', // Commissioner's Cup Championship 2022, LV at CHI
  '401558893', // WNBA All-Star Game 2023
  '401507376', // Commissioner's Cup Championship 2023, NY at LV
  '401620458', // WNBA All-Star Game 2024
  '401677672', // Commissioner's Cup Championship 2024, NY at MIN
]);

/** ESPN's logo folder names the league (`…/teamlogos/wnba/500/min.png`). */
const leagueOfLogo = (url: string) => /\/teamlogos\/(wnba|nba)\//.exec(url)?.[1];

const cellsSchema = z.record(z.string(), z.string());
type Cells = Record<string, string>;

export type SkipReason =
  'not regular season' | 'exhibition' | 'did not play' | 'no stats' | 'not credited';

/** Why a row is left out, or null to import it (rules and their counts: decision 0024). */
function skipOf(c: Cells): SkipReason | null {
  if (c.season_type !== '2') return 'not regular season'; // 3: playoffs
  if (exhibitions.has(c.game_id ?? '')) return 'exhibition';
  if (c.did_not_play?.toUpperCase() === 'TRUE') return 'did not play';
  const stats = Object.values(statColumns).map((k) => (c[k] ?? '').trim());
  if (stats.every((v) => v === '')) return 'no stats';
  // 0 minutes, nothing else, no reason and not active: a line the league does not credit
  // (confirmed on the 2024 game logs); the 0-minute lines it credits all carry a reason.
  const zero = stats.every((v) => v === '0');
  if (zero && !c.reason?.trim() && c.active?.toUpperCase() === 'FALSE') return 'not credited';
  return null;
}

/** An ESPN row as our row's cells (text in, as the CSV gives it). */
function toCells(c: Cells): Cells {
  const home = c.home_away?.toLowerCase() === 'home';
  const [own, other] = [c.team_abbreviation ?? '', c.opponent_team_abbreviation ?? ''];
  const [ownScore, otherScore] = [c.team_score ?? '', c.opponent_team_score ?? ''];
  const name = (c.athlete_display_name ?? '').trim();
  return {
    game_date: c.game_date ?? '',
    league: leagueOfLogo(c.team_logo ?? '') ?? '',
    home_team: home ? own : other,
    away_team: home ? other : own,
    home_score: home ? ownScore : otherScore,
    away_score: home ? otherScore : ownScore,
    player: slugify(name),
    team: own,
    player_name: name,
    espn_athlete_id: c.athlete_id ?? '',
    espn_team_id: c.team_id ?? '',
    espn_opponent_team_id: c.opponent_team_id ?? '',
    team_name: c.team_display_name ?? '',
    opponent_team_name: c.opponent_team_display_name ?? '',
    starter: c.starter ?? '',
    ...Object.fromEntries(
      Object.entries(statColumns).map(([ours, theirs]) => [ours, c[theirs] ?? '']),
    ),
  };
}

export type EspnParsed =
  | { ok: true; lines: ParsedLine[]; skipped: { reason: SkipReason; count: number }[] }
  | { ok: false; errors: { msg: string; param: string }[] };

/**
 * Turns one ESPN row (its cells by ESPN's column names) into our row, or counts why it is left
 * out, or adds its errors (named by ESPN's columns). Shared by the whole-text parse below and
 * the streamed one (stream-box-scores.ts).
 */
export function espnLineReader(errors: ErrorList, skipped: Map<SkipReason, number>) {
  return (line: number, row: Cells): ParsedLine | undefined => {
    const skip = skipOf(row);
    if (skip) {
      skipped.set(skip, (skipped.get(skip) ?? 0) + 1);
      return undefined;
    }
    const cells = toCells(row);
    if (!cells.league) {
      errors.add(
        'names no league we know (its logo is not under /teamlogos/wnba/ or /nba/)',
        lineParam(line, 'team_logo'),
      );
      return undefined;
    }
    const result = boxScoreRowSchema.safeParse(cells);
    if (result.success) return { line, row: result.data };
    for (const issue of result.error.issues) {
      const ours = String(issue.path[0] ?? '');
      errors.add(issue.message, lineParam(line, sourceOf[ours] ?? ours));
    }
    return undefined;
  };
}

export const skippedList = (skipped: Map<SkipReason, number>) =>
  [...skipped].map(([reason, count]) => ({ reason, count }));

/** ESPN's cells: every column as text (the reader picks the ones it maps). */
export const espnCellsSchema = cellsSchema;

/** Parses an ESPN player box file: the rows kept as our rows, the others counted by reason. */
export function parseEspnPlayerBox(csv: string): EspnParsed {
  const raw = parseCsvRows(csv, espnColumns, cellsSchema, espnOptionalColumns);
  if (!raw.ok) return raw;
  const errors = new ErrorList();
  const lines: ParsedLine[] = [];
  const skipped = new Map<SkipReason, number>();
  const read = espnLineReader(errors, skipped);
  for (const { line, row } of raw.lines) {
    if (errors.full) break;
    const kept = read(line, row);
    if (kept) lines.push(kept);
  }
  if (errors.items.length) return { ok: false, errors: errors.items };
  return { ok: true, lines, skipped: skippedList(skipped) };
}
