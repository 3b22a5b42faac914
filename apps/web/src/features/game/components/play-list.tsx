import type { GameDetail, Play } from '@hoopdex/contract';
import { periodLabel } from '@hoopdex/contract/periods';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { useUpdateParams } from '../../../lib/use-update-params';
import { filterPlays, playersOf } from '../utils/filter-plays';
import {
  eventFilters,
  eventTexts,
  isEventFilter,
  periodTitle,
  type EventFilter,
} from '../utils/play-format';

/** The play-by-play, grouped by period, filtered by team, player and kind of play (in the URL). */
export function PlayList({ game, plays }: { game: GameDetail; plays: Play[] }) {
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

  return (
    <section className="play-list" aria-labelledby="play-list-heading">
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
                  className={`play-list__play play-list__play--${p.event.endsWith('made') ? 'made' : 'other'}`}
                >
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
