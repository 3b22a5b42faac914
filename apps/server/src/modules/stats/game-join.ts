import { sql } from 'drizzle-orm';

// A player's box-score line (`s`, player_game_stats) with its game and teams, as the game logs
// and the asked-for best games both read it. Written once: the opponent of a line is the team
// of the game that is not the player's.

/** Joins `s` to its game `g`, the game's `home` and `away` teams and the player's team `t`. */
export const GAME_JOINS = sql`join games g on g.id = s.game_id
      join teams home on home.id = g.home_team_id
      join teams away on away.id = g.away_team_id
      left join teams t on t.id = s.team_id`;

/** The opponent's name of the line `s` (after GAME_JOINS). */
export const OPPONENT_NAME = sql`case when s.team_id = g.home_team_id then away.name else home.name end`;
