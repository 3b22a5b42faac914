import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GameLine } from './model/types';

// The real WNBA seasons' import files read straight into model lines (no database), for
// tuning the model (tune-cli.ts): players by ESPN athlete id (slugs change between seasons),
// games by ESPN game id, seasons by year.

export function readSeasonLines(
  realdataDir: string,
  year: number,
  teamIds: Map<string, number>,
): GameLine[] {
  const file = path.join(realdataDir, `wnba-${year}`, `wnba-${year}-box-scores.csv`);
  const rows = parse(readFileSync(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
  return rows.map((r) => {
    const team = r.team as string;
    if (!teamIds.has(team)) teamIds.set(team, teamIds.size + 1);
    const n = (k: string) => Number(r[k]);
    return {
      playerId: n('espn_athlete_id'),
      gameId: n('espn_game_id'),
      seasonId: year,
      teamId: teamIds.get(team) ?? null,
      date: r.game_date as string,
      minutes: n('minutes'),
      pts: n('pts'),
      reb: n('reb'),
      ast: n('ast'),
      three_pm: n('three_pm'),
      st: n('st'),
      blks: n('blks'),
      turnovers: n('turnovers'),
      fgm: n('fgm'),
      fga: n('fga'),
      three_pa: n('three_pa'),
      ftm: n('ftm'),
      fta: n('fta'),
      starter: r.starter === undefined || r.starter === '' ? null : r.starter === '1',
    };
  });
}
