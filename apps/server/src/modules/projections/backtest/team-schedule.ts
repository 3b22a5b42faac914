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
  return (teamId: number | null, asOf: string) => {
    const list = (teamId !== null && dates.get(teamId)) || busiest;
    const before = list.filter((d) => d < asOf).length;
    return { before, left: list.length - before };
  };
}
