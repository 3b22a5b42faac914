import type { BoxScoreRow } from '@hoopdex/contract';

const lower = (s: string) => s.toLowerCase();

/** The file's view of one player: their slug, name, ESPN id, last game and team in it. */
export interface FilePlayerDraft {
  slug: string;
  name: string | undefined;
  espnId: string | undefined;
  league: string;
  lastDate: string;
  lastTeam: string;
}

type TeamCells = Pick<
  BoxScoreRow,
  | 'league'
  | 'team'
  | 'home_team'
  | 'away_team'
  | 'espn_team_id'
  | 'espn_opponent_team_id'
  | 'team_name'
  | 'opponent_team_name'
>;

/** A player of the file: by ESPN athlete id when the row has one, else by slug. */
export const playerKeyOf = (r: Pick<BoxScoreRow, 'espn_athlete_id' | 'player'>) =>
  r.espn_athlete_id ? `espn:${r.espn_athlete_id}` : `slug:${r.player}`;

/**
 * What `create_missing` needs to know of a file, gathered row by row while it streams past
 * (decision 0024): its leagues, the dates per league (seasons), each distinct way a row names
 * its teams (teams), and each player's newest line (players). A few entries per game and per
 * player, never one per line: a 150,000-line file summarizes in a few thousand entries. The
 * entries keep the file's order of first appearance, which is the order things are created in.
 */
export class NameSummary {
  readonly leagues = new Set<string>();
  readonly leagueDates = new Map<string, { league: string; date: string }>();
  readonly teamCells = new Map<string, TeamCells>();
  readonly players = new Map<string, FilePlayerDraft>();
  readonly slugs = new Set<string>();

  add(row: BoxScoreRow) {
    this.leagues.add(lower(row.league));
    this.leagueDates.set(`${lower(row.league)}:${row.game_date}`, {
      league: row.league,
      date: row.game_date,
    });
    const teamKey = [
      lower(row.league),
      row.team,
      row.home_team,
      row.away_team,
      row.espn_team_id ?? '',
      row.espn_opponent_team_id ?? '',
    ].join('\u0000');
    const cells = this.teamCells.get(teamKey);
    if (!cells)
      this.teamCells.set(teamKey, {
        league: row.league,
        team: row.team,
        home_team: row.home_team,
        away_team: row.away_team,
        espn_team_id: row.espn_team_id,
        espn_opponent_team_id: row.espn_opponent_team_id,
        team_name: row.team_name,
        opponent_team_name: row.opponent_team_name,
      });
    else {
      // A full name given on any of the rows naming the teams this way is kept.
      cells.team_name ??= row.team_name;
      cells.opponent_team_name ??= row.opponent_team_name;
    }
    // The newest line wins (a later line of the same day too), its name kept from an earlier
    // line when it has none.
    const key = playerKeyOf(row);
    const seen = this.players.get(key);
    if (!seen || seen.lastDate <= row.game_date)
      this.players.set(key, {
        slug: row.player,
        name: row.player_name ?? seen?.name,
        espnId: row.espn_athlete_id,
        league: row.league,
        lastDate: row.game_date,
        lastTeam: row.team,
      });
    this.slugs.add(row.player);
  }

  static of(rows: Iterable<BoxScoreRow>) {
    const s = new NameSummary();
    for (const r of rows) s.add(r);
    return s;
  }
}
