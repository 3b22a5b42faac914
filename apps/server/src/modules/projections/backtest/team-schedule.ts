import { absentGames } from '../model/absence';
import { scheduleDays } from '../model/drift-time';
import type { GameLine } from '../model/types';

/**
 * A team's games of the season before and after a date, from the season's lines (each game has
 * lines of both teams). A player without a team gets the league's busiest team's count.
 */
export function teamSchedule(season: readonly GameLine[]) {
  const games = new Map<number | null, Map<number, string>>();
  for (const l of season) {
    let g = games.get(l.teamId);
    if (!g) games.set(l.teamId, (g = new Map()));
    g.set(l.gameId, l.date);
  }
  const dates = new Map<number | null, string[]>();
  for (const [team, g] of games) dates.set(team, [...g.values()].sort());
  const busiest = [...dates.values()].reduce(
    (a, b) => (b.length > a.length ? b : a),
    [] as string[],
  );
  return (teamId: number | null, asOf: string, lastPlayed?: string) => {
    const list = (teamId !== null && dates.get(teamId)) || busiest;
    const before = list.filter((d) => d < asOf).length;
    // The team's games between her last one and as-of (games she missed).
    const absent = absentGames(list.slice(0, before), lastPlayed);
    const left = list.length - before;
    // The schedule is published before a season starts: the dates of the games left are known.
    return {
      before,
      left,
      absent,
      futureDays: scheduleDays(list[before - 1] ?? null, asOf, list.slice(before), left),
    };
  };
}
