import type { GameDetail, Play } from '@hoopdex/contract';
import { periodLabel } from '@hoopdex/contract/periods';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { useKeepInView } from '../../../lib/use-keep-in-view';
import { useUpdateParams } from '../../../lib/use-update-params';
import { filterPlays, playersOf } from '../utils/filter-plays';
import {
  eventFilters,
  eventTexts,
  isEventFilter,
  periodTitle,
  playTitle,
  type EventFilter,
} from '../utils/play-format';

type PlayListProps = {
  game: GameDetail;
  plays: Play[];
  /** With film: a play with a clip gets a Watch button (the film room plays it). */
  onWatch?: ((play: Play) => void) | undefined;
  /** The play on the film now, marked in the list. */
  currentSeq?: number | null | undefined;
};

/** The play-by-play, grouped by period, filtered by team, player and kind of play (in the URL). */
export function PlayList({ game, plays, onWatch, currentSeq = null }: PlayListProps) {
  const [params, update] = useUpdateParams();
  const teamParam = Number(params.get('team'));
  const team = [game.home.team.id, game.away.team.id].includes(teamParam) ? teamParam : null;
  const player = params.get('player');
  const eventParam = params.get('event');
  const event: EventFilter = isEventFilter(eventParam) ? eventParam : 'all';
  const groups = filterPlays(plays, { team, player, event });
  const shown = groups.reduce((n, g) => n + g.plays.length, 0);
  const set = (key: string) => (e: { target: { value: string } }) =>
    update({ [key]: e.target.value || undefined }, { replace: true });
  const listRef = useKeepInView<HTMLElement>(currentSeq);

  return (
    <section
      ref={listRef}
      className={`play-list${onWatch ? ' play-list--film' : ''}`}
      aria-labelledby="play-list-heading"
    >
      <h2 id="play-list-heading">Play-by-play</h2>
      <div className="play-list__filters">
        <label>
          Team
          <select value={team ?? ''} onChange={set('team')}>
            <option value="">Both teams</option>
            {[game.away.team, game.home.team].map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Player
          <select value={player ?? ''} onChange={set('player')}>
            <option value="">Every player</option>
            {playersOf(plays).map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Plays
          <select value={event} onChange={set('event')}>
            {Object.entries(eventFilters).map(([value, f]) => (
              <option key={value} value={value === 'all' ? '' : value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="play-list__count" role="status">
        {shown === plays.length ? `${plays.length} plays` : `${shown} of ${plays.length} plays`}
      </p>
      {groups.length === 0 ? (
        <EmptyState>No plays match these filters.</EmptyState>
      ) : (
        groups.map((g) => (
          <section
            key={g.period}
            className="play-list__period"
            aria-label={periodTitle(game.periods.regulation, g.period)}
          >
            <h3>{periodTitle(game.periods.regulation, g.period)}</h3>
            <ol className="play-list__plays">
              {g.plays.map((p) => (
                <li
                  key={p.seq}
                  className={`play-list__play play-list__play--${p.event.endsWith('made') ? 'made' : 'other'}${p.seq === currentSeq ? ' play-list__play--current' : ''}`}
                  aria-current={p.seq === currentSeq ? 'true' : undefined}
                >
                  {onWatch ? (
                    p.video ? (
                      <button
                        type="button"
                        className="play-list__watch"
                        aria-label={`Watch: ${playTitle(p, game.periods)}`}
                        onClick={() => onWatch(p)}
                      >
                        <span aria-hidden="true">▶</span>
                      </button>
                    ) : (
                      <span className="play-list__no-film" title="No film for this play">
                        <span className="visually-hidden">No film</span>
                      </span>
                    )
                  ) : null}
                  <span className="play-list__clock">
                    <span className="visually-hidden">{periodLabel(game.periods, p.period)} </span>
                    {p.clock}
                  </span>
                  <abbr className="play-list__team" title={p.team.name}>
                    {p.team.abbreviation}
                  </abbr>
                  <span className="play-list__what">
                    <Link to={paths.player(p.player.slug, 'statistics')}>{p.player.name}</Link>{' '}
                    {eventTexts[p.event]}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
    </section>
  );
}
