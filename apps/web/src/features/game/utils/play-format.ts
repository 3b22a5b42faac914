import type { PbpEvent } from '@hoopdex/contract';
import { periodLabel, type PeriodRules } from '@hoopdex/contract/periods';

/** How a play reads in the list: "made a three", "defensive rebound". */
export const eventTexts: Record<PbpEvent, string> = {
  fg2_made: 'made a two',
  fg2_missed: 'missed a two',
  fg3_made: 'made a three',
  fg3_missed: 'missed a three',
  ft_made: 'made a free throw',
  ft_missed: 'missed a free throw',
  oreb: 'offensive rebound',
  dreb: 'defensive rebound',
  ast: 'assist',
  stl: 'steal',
  blk: 'block',
  tov: 'turnover',
  foul: 'foul',
};

/** The play list's event filter: groups a fan thinks in, each a set of events. */
export const eventFilters = {
  all: { label: 'All plays', events: null },
  shots: { label: 'Shots', events: ['fg2_made', 'fg2_missed', 'fg3_made', 'fg3_missed'] },
  threes: { label: 'Threes', events: ['fg3_made', 'fg3_missed'] },
  free_throws: { label: 'Free throws', events: ['ft_made', 'ft_missed'] },
  rebounds: { label: 'Rebounds', events: ['oreb', 'dreb'] },
  assists: { label: 'Assists', events: ['ast'] },
  defense: { label: 'Steals and blocks', events: ['stl', 'blk'] },
  turnovers: { label: 'Turnovers', events: ['tov'] },
  fouls: { label: 'Fouls', events: ['foul'] },
} as const satisfies Record<string, { label: string; events: readonly PbpEvent[] | null }>;
export type EventFilter = keyof typeof eventFilters;

export const isEventFilter = (value: string | null): value is EventFilter =>
  value !== null && Object.hasOwn(eventFilters, value);

/** A period spelled out for headings and screen readers (the short name: periodLabel). */
export function periodTitle(regulation: number, period: number): string {
  if (period > regulation) {
    const n = period - regulation;
    return n === 1 ? 'Overtime' : `Overtime ${n}`;
  }
  const ordinal = ['First', 'Second', 'Third', 'Fourth'][period - 1] ?? `Period ${period}`;
  return `${ordinal} ${regulation === 2 ? 'half' : 'quarter'}`;
}

/**
 * A play's name on its Watch button and in clip lists: "7:42 Q2, Nia New made a three" (the
 * clock and period first, as a scorer reads a play).
 */
export function playTitle(
  play: { clock: string; period: number; event: PbpEvent; player: { name: string } },
  rules: PeriodRules,
): string {
  return `${play.clock} ${periodLabel(rules, play.period)}, ${play.player.name} ${eventTexts[play.event]}`;
}
