import type { Play } from '@hoopdex/contract';
import { eventFilters, type EventFilter } from './play-format';

export type PlayFilters = { team: number | null; player: string | null; event: EventFilter };

/** The plays the filters keep, grouped by period in game order. */
export function filterPlays(
  plays: readonly Play[],
  f: PlayFilters,
): { period: number; plays: Play[] }[] {
  const events: readonly string[] | null = eventFilters[f.event].events;
  const kept = plays.filter(
    (p) =>
      (f.team === null || p.team.id === f.team) &&
      (f.player === null || p.player.slug === f.player) &&
      (events === null || events.includes(p.event)),
  );
  const groups: { period: number; plays: Play[] }[] = [];
  for (const p of kept) {
    const last = groups[groups.length - 1];
    if (last?.period === p.period) last.plays.push(p);
    else groups.push({ period: p.period, plays: [p] });
  }
  return groups;
}

/** The players who appear in the plays, by name, once each (the player filter's choices). */
export function playersOf(plays: readonly Play[]): { slug: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const p of plays) seen.set(p.player.slug, p.player.name);
  return [...seen]
    .map(([slug, name]) => ({ slug, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
