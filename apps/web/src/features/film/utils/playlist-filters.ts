import type { PbpEvent } from '@hoopdex/contract';
import { pbpEvents } from '@hoopdex/contract/pbp-events';

/**
 * The clip playlist's filters, all in the URL so a link shows the same clips: `event` (one or
 * several events), `game`, `period`, `page`. The page offers them as a kind of play and, for
 * shots, made or missed: a pair of selects that reads and writes the `event` list.
 */
type Base = 'fg2' | 'fg3' | 'ft' | Exclude<PbpEvent, `${string}_made` | `${string}_missed`>;

export const playKinds = {
  all: { label: 'All plays', bases: null },
  scoring: { label: 'Shots and free throws', bases: ['fg2', 'fg3', 'ft'] },
  shots: { label: 'Field goals', bases: ['fg2', 'fg3'] },
  threes: { label: 'Threes', bases: ['fg3'] },
  twos: { label: 'Twos', bases: ['fg2'] },
  free_throws: { label: 'Free throws', bases: ['ft'] },
  rebounds: { label: 'Rebounds', bases: ['oreb', 'dreb'] },
  offensive_rebounds: { label: 'Offensive rebounds', bases: ['oreb'] },
  assists: { label: 'Assists', bases: ['ast'] },
  steals: { label: 'Steals', bases: ['stl'] },
  blocks: { label: 'Blocks', bases: ['blk'] },
  turnovers: { label: 'Turnovers', bases: ['tov'] },
  fouls: { label: 'Fouls', bases: ['foul'] },
} as const satisfies Record<string, { label: string; bases: readonly Base[] | null }>;
export type PlayKind = keyof typeof playKinds;
export type Outcome = 'all' | 'made' | 'missed';

const shotBases: readonly string[] = ['fg2', 'fg3', 'ft'];
const baseOf = (e: PbpEvent): string => e.replace(/_(made|missed)$/, '');

/** `event=` as the API takes it, from a kind and an outcome (made/missed only splits shots). */
export function eventsOf(kind: PlayKind, outcome: Outcome): string | undefined {
  const bases: readonly string[] | null = playKinds[kind].bases;
  if (bases === null) {
    if (outcome === 'all') return undefined;
    return pbpEvents.filter((e) => e.endsWith(`_${outcome}`)).join(',');
  }
  return bases
    .flatMap((b) =>
      shotBases.includes(b)
        ? outcome === 'all'
          ? [`${b}_made`, `${b}_missed`]
          : [`${b}_${outcome}`]
        : [b],
    )
    .join(',');
}

/** The known events of an `event=` value, in the API's order; null when none is known. */
export function parseEvents(raw: string | null): PbpEvent[] | null {
  if (!raw) return null;
  const wanted = new Set(raw.split(',').map((e) => e.trim()));
  const known: PbpEvent[] = pbpEvents.filter((e) => wanted.has(e));
  return known.length ? known : null;
}

/** Which kind and outcome an event list is, so the selects show it; `custom` when none fits. */
export function kindOf(events: readonly PbpEvent[] | null): {
  kind: PlayKind | 'custom';
  outcome: Outcome;
} {
  if (events === null) return { kind: 'all', outcome: 'all' };
  const shots = events.filter((e) => shotBases.includes(baseOf(e)));
  const made = shots.length > 0 && shots.every((e) => e.endsWith('_made'));
  const missed = shots.length > 0 && shots.every((e) => e.endsWith('_missed'));
  const outcome: Outcome = made ? 'made' : missed ? 'missed' : 'all';
  // A named kind before "all" (made shots and free throws are also "all plays, made").
  const kinds = (Object.keys(playKinds) as PlayKind[]).filter((k) => k !== 'all');
  for (const kind of [...kinds, 'all' as const]) {
    if (eventsOf(kind, outcome) === events.join(',')) return { kind, outcome };
  }
  return { kind: 'custom', outcome };
}

/** Whether a kind has makes and misses to choose between. */
export const hasOutcome = (kind: PlayKind | 'custom'): boolean => {
  if (kind === 'custom') return false;
  const bases: readonly string[] | null = playKinds[kind].bases;
  return bases === null || bases.some((b) => shotBases.includes(b));
};

/** The events behind a box-score stat: what its number counts (the player page's links). */
export const statEvents = {
  pts: 'fg2_made,fg3_made,ft_made',
  fgm: 'fg2_made,fg3_made',
  fga: 'fg2_made,fg2_missed,fg3_made,fg3_missed',
  three_pm: 'fg3_made',
  three_pa: 'fg3_made,fg3_missed',
  ftm: 'ft_made',
  fta: 'ft_made,ft_missed',
  reb: 'oreb,dreb',
  oreb: 'oreb',
  ast: 'ast',
  st: 'stl',
  blks: 'blk',
  turnovers: 'tov',
  fouls: 'foul',
} as const;
export type LinkedStat = keyof typeof statEvents;
