import type { PeriodRules } from '@hoopdex/contract/periods';
import { periodLabel } from '@hoopdex/contract/periods';
import type { ParamChanges } from '../../../lib/use-update-params';
import type { PlayerPlaysFilters } from '../api/film-types';
import {
  eventsOf,
  hasOutcome,
  kindOf,
  parseEvents,
  playKinds,
  type Outcome,
  type PlayKind,
} from '../utils/playlist-filters';

/** A game the playlist can be narrowed to (the route lists the player's games with play-by-play). */
export type GameOption = { id: number; label: string };

const whole = (raw: string | null, max: number) => {
  const n = Number(raw);
  return raw && /^\d{1,10}$/.test(raw) && n >= 1 && n <= max ? n : undefined;
};

/** The playlist's filters as the URL holds them (unknown values are dropped, not sent). */
export function readPlaylistFilters(params: URLSearchParams): PlayerPlaysFilters {
  const events = parseEvents(params.get('event'));
  return {
    event: events?.join(','),
    game: whole(params.get('game'), 2_147_483_647),
    period: whole(params.get('period'), 20),
    interval: params.get('interval') === 'latest_season' ? 'latest_season' : undefined,
    page: whole(params.get('page'), 100_000) ?? 1,
  };
}

type Props = {
  filters: PlayerPlaysFilters;
  rules: PeriodRules;
  games: readonly GameOption[];
  update: (changes: ParamChanges, options?: { replace?: boolean }) => void;
};

/** Kind of play, made or missed, game and period: each change is a new list from its page 1. */
export function PlaylistFilters({ filters, rules, games, update }: Props) {
  const { kind, outcome } = kindOf(parseEvents(filters.event ?? null));
  const set = (changes: ParamChanges) => update({ ...changes, page: undefined }, { replace: true });
  const periods = [
    ...Array.from({ length: rules.regulation }, (_, i) => i + 1),
    rules.regulation + 1,
  ];
  // A game from the link that the list of games does not hold (an older season) stays choosable.
  const gameOptions =
    filters.game !== undefined && !games.some((g) => g.id === filters.game)
      ? [...games, { id: filters.game, label: `Game ${filters.game}` }]
      : games;
  return (
    <div className="play-list__filters clip-playlist__filters">
      <label>
        Plays
        <select
          value={kind}
          onChange={(e) => {
            const next = e.target.value as PlayKind;
            set({ event: eventsOf(next, hasOutcome(next) ? outcome : 'all') });
          }}
        >
          {kind === 'custom' ? <option value="custom">These plays</option> : null}
          {Object.entries(playKinds).map(([value, k]) => (
            <option key={value} value={value}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      {hasOutcome(kind) ? (
        <label>
          Made or missed
          <select
            value={outcome}
            onChange={(e) => set({ event: eventsOf(kind as PlayKind, e.target.value as Outcome) })}
          >
            <option value="all">Made and missed</option>
            <option value="made">Made</option>
            <option value="missed">Missed</option>
          </select>
        </label>
      ) : null}
      <label>
        Season
        <select value={filters.interval ?? ''} onChange={(e) => set({ interval: e.target.value })}>
          <option value="">Every season</option>
          <option value="latest_season">Latest season</option>
        </select>
      </label>
      <label>
        Game
        <select value={filters.game ?? ''} onChange={(e) => set({ game: e.target.value })}>
          <option value="">Every game</option>
          {gameOptions.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Period
        <select value={filters.period ?? ''} onChange={(e) => set({ period: e.target.value })}>
          <option value="">Every period</option>
          {periods.map((p) => (
            <option key={p} value={p}>
              {periodLabel(rules, p)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
