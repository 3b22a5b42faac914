import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

/**
 * Tests' check, in SQL and apart from check-totals.ts: every (game, player) of a game with events
 * whose events do not add up to the box-score line, or who has events but no line. Empty when
 * the play-by-play and the box scores agree.
 */
export function playsOffTheBoxScore(db: Database) {
  return sqlRows<{ game_id: number; player_id: number }>(
    db,
    sql`with t as (
      select game_id, player_id,
        sum(case event when 'fg2_made' then 2 when 'fg3_made' then 3 when 'ft_made' then 1 else 0 end)::int as pts,
        count(*) filter (where event in ('fg2_made', 'fg3_made'))::int as fgm,
        count(*) filter (where event like 'fg%')::int as fga,
        count(*) filter (where event = 'fg3_made')::int as three_pm,
        count(*) filter (where event like 'fg3%')::int as three_pa,
        count(*) filter (where event = 'ft_made')::int as ftm,
        count(*) filter (where event like 'ft%')::int as fta,
        count(*) filter (where event = 'oreb')::int as oreb,
        count(*) filter (where event = 'dreb')::int as dreb,
        count(*) filter (where event = 'ast')::int as ast,
        count(*) filter (where event = 'stl')::int as st,
        count(*) filter (where event = 'blk')::int as blks,
        count(*) filter (where event = 'tov')::int as turnovers,
        count(*) filter (where event = 'foul')::int as fouls
      from play_by_play_events group by game_id, player_id)
    select coalesce(s.game_id, t.game_id) as game_id, coalesce(s.player_id, t.player_id) as player_id
    from (select * from player_game_stats
          where game_id in (select distinct game_id from play_by_play_events)) s
      full join t on t.game_id = s.game_id and t.player_id = s.player_id
    where s.player_id is null
       or row(s.pts, s.fgm, s.fga, s.three_pm, s.three_pa, s.ftm, s.fta, s.oreb + s.dreb, s.ast,
              s.st, s.blks, s.turnovers, s.fouls)
          is distinct from
          row(coalesce(t.pts, 0), coalesce(t.fgm, 0), coalesce(t.fga, 0), coalesce(t.three_pm, 0),
              coalesce(t.three_pa, 0), coalesce(t.ftm, 0), coalesce(t.fta, 0),
              coalesce(t.oreb + t.dreb, 0), coalesce(t.ast, 0), coalesce(t.st, 0),
              coalesce(t.blks, 0), coalesce(t.turnovers, 0), coalesce(t.fouls, 0))`,
  );
}
