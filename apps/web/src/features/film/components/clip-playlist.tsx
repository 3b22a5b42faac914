import type { PeriodRules } from '@hoopdex/contract/periods';
import { periodLabel } from '@hoopdex/contract/periods';
import { PageNav } from '../../../components/ui/page-nav';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { formatCount } from '../../../lib/format';
import { formatDay } from '../../../lib/stat-catalog';
import { useKeepInView } from '../../../lib/use-keep-in-view';
import { useUpdateParams } from '../../../lib/use-update-params';
import { eventTexts, playTitle } from '../../game';
import type { PlayerPlay } from '@hoopdex/contract';
import { PLAYLIST_PAGE, usePlayerPlays } from '../api/get-player-plays';
import { useClipQueue } from '../hooks/use-clip-queue';
import { hasClip } from '../utils/clip-queue';
import { PlaylistFilters, readPlaylistFilters, type GameOption } from './playlist-filters';
import { FilmPlayer, type FilmClip } from './film-player';
import './film.css';

type ClipPlaylistProps = {
  slug: string;
  playerName: string;
  /** The player's league's periods (Q2 or H2, overtime). */
  rules: PeriodRules;
  /** Games with play-by-play, for the game filter (newest first). */
  games: readonly GameOption[];
};

const playKey = (p: PlayerPlay) => `${p.game_id}-${p.seq}`;
const gameOf = (p: PlayerPlay) => `${formatDay(p.game_date)} vs ${p.opponent.abbreviation}`;

/**
 * A player's clips back to back: the film plays each clip from its start to its end, then the
 * next (another film when the game changes), across pages; plays without film are listed and
 * skipped. Filters and page live in the URL, so a link opens the same playlist.
 */
export function ClipPlaylist({ slug, playerName, rules, games }: ClipPlaylistProps) {
  const [params, update] = useUpdateParams();
  const filters = readPlaylistFilters(params);
  const query = usePlayerPlays(slug, filters);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PLAYLIST_PAGE));
  const setPage = (page: number) =>
    update({ page: page > 1 ? String(page) : undefined }, { replace: true });
  const listKey = `${filters.event ?? ''}|${filters.game ?? ''}|${filters.period ?? ''}|${filters.interval ?? ''}`;
  const queue = useClipQueue({
    plays: query.data?.plays,
    settled: !query.isPlaceholderData,
    page: filters.page,
    pages,
    setPage,
    listKey,
  });
  const plays = query.data?.plays ?? [];
  const listRef = useKeepInView<HTMLOListElement>(queue.current);
  const playing = queue.current === null ? undefined : plays[queue.current];
  const clip: FilmClip | null = playing?.video
    ? {
        key: `${playKey(playing)}:${queue.tick}`,
        streamUrl: playing.video.stream_url,
        start: playing.video.start,
        end: playing.video.end,
      }
    : null;
  const title = (p: PlayerPlay) => `${playTitle(p, rules)}, ${gameOf(p)}`;
  const withFilm = plays.filter(hasClip).length;

  return (
    <div className="clip-playlist">
      <PlaylistFilters filters={filters} rules={rules} games={games} update={update} />
      {query.isPending ? (
        <Skeleton height={420} label="Loading the clips" />
      ) : query.isError ? (
        <ErrorState what="the clips" error={query.error} onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState>No plays of {playerName} match these filters.</EmptyState>
      ) : (
        <div className="film-room">
          <section className="game-film game-film--live" aria-label="Clip player">
            <div className="film-frame">
              {clip ? (
                <FilmPlayer
                  streamUrl={clip.streamUrl}
                  clip={clip}
                  title={`Clips of ${playerName}`}
                  onClipEnd={queue.next}
                  pauseAtEnd={!queue.hasNext}
                />
              ) : (
                <div className="film-frame--state film-frame__empty">
                  <p>{withFilm ? 'Loading the clip…' : 'No film for the plays on this page.'}</p>
                </div>
              )}
            </div>
            <p className="film-now" aria-live="polite">
              {queue.done ? 'End of the playlist.' : playing ? `Playing: ${title(playing)}` : ''}
            </p>
            <div className="clip-playlist__controls">
              <button
                type="button"
                className="button button--ghost"
                onClick={queue.previous}
                disabled={!queue.hasPrevious}
              >
                Previous clip
              </button>
              <button
                type="button"
                className="button"
                onClick={queue.next}
                disabled={!queue.hasNext}
              >
                Next clip
              </button>
            </div>
          </section>
          <section className="film-room__plays" aria-labelledby="clip-list-heading">
            <h2 id="clip-list-heading" className="clip-playlist__heading">
              {formatCount(total)} {total === 1 ? 'play' : 'plays'}
            </h2>
            <ol
              ref={listRef}
              className="clip-list"
              aria-labelledby="clip-list-heading"
              start={(filters.page - 1) * PLAYLIST_PAGE + 1}
            >
              {plays.map((p, i) => {
                const current = i === queue.current;
                return (
                  <li
                    key={playKey(p)}
                    className={`clip-list__item${current ? ' clip-list__item--current' : ''}`}
                    aria-current={current ? 'true' : undefined}
                  >
                    <span className="clip-list__game">{gameOf(p)}</span>
                    {hasClip(p) ? (
                      <button
                        type="button"
                        className="clip-list__watch"
                        aria-label={`Watch: ${title(p)}`}
                        onClick={() => queue.select(i)}
                      >
                        <span aria-hidden="true">▶ </span>
                        {p.clock} {periodLabel(rules, p.period)} · {eventTexts[p.event]}
                      </button>
                    ) : (
                      <span className="clip-list__nofilm">
                        {p.clock} {periodLabel(rules, p.period)} · {eventTexts[p.event]}{' '}
                        <span className="clip-list__badge">no film</span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
            <PageNav
              page={filters.page}
              pageSize={PLAYLIST_PAGE}
              total={total}
              onPage={queue.turnPage}
              label="Clip pages"
            />
          </section>
        </div>
      )}
    </div>
  );
}
