import type { GameDetail, Play } from '@hoopdex/contract';
import { Link, useParams } from 'react-router';
import { HydrateLater } from '../../components/ui/hydrate-later';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState, isNotFound, NotFoundPage } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../config/paths';
import { useGame } from '../../features/game/api/get-game';
import { useGamePlays } from '../../features/game/api/get-game-plays';
import { useGameFilm } from '../../features/film/api/get-game-film';
import { GameFilm } from '../../features/film/components/game-film';
import { useGameFilmRoom } from '../../features/film/hooks/use-game-film-room';
import { FilmPlaceholder } from '../../features/game/components/film-placeholder';
import { playTitle } from '../../features/game/utils/play-format';
import { GameBoxScore } from '../../features/game/components/game-box-score';
import { PlayList } from '../../features/game/components/play-list';
import '../../features/game/components/game.css';
import { formatDay } from '../../lib/stat-catalog';
import { gameIdOf } from './game-id';

/** /game/{gameId}: the score, the film's place, both box scores and the play-by-play. */
export function GameRoute() {
  const gameId = gameIdOf(useParams().gameId);
  return gameId === null ? <GameNotFound /> : <GamePage gameId={gameId} />;
}

/** The page of a game that does not exist (also the route's 404 from the server, decision 0037). */
export function GameNotFound() {
  return (
    <NotFoundPage title="Game not found">
      We couldn’t find this game. <Link to={paths.home()}>Back to the home page</Link>
    </NotFoundPage>
  );
}

const titleOf = (g: GameDetail) =>
  `${g.away.team.name} ${g.away.score}, ${g.home.team.name} ${g.home.score}`;

function GamePage({ gameId }: { gameId: number }) {
  const game = useGame(gameId);
  const plays = useGamePlays(gameId);
  const film = useGameFilm(gameId);
  // The film's playlist: the film's own, else (not published yet) the one its clips carry.
  const streamUrl =
    film.data?.stream_url ?? plays.data?.find((p) => p.video)?.video?.stream_url ?? null;
  const room = useGameFilmRoom(plays.data, streamUrl);
  useDocumentTitle(game.data ? titleOf(game.data) : 'Game');
  if (isNotFound(game.error)) return <GameNotFound />;
  if (game.isError)
    return (
      <div className="page">
        <h1>Game</h1>
        <ErrorState what="this game" error={game.error} onRetry={() => void game.refetch()} />
      </div>
    );
  if (game.isPending)
    return (
      <div className="page game-page" aria-busy="true">
        <Skeleton height={72} label="Loading the game" />
        <Skeleton height={200} />
        <Skeleton height={320} />
      </div>
    );
  const g = game.data;
  return (
    <div className="page game-page">
      <header className="game-page__header">
        <h1>
          <span className="game-page__team">
            {g.away.team.name} <span className="game-page__score">{g.away.score}</span>
          </span>{' '}
          <span className="game-page__at">at</span>{' '}
          <span className="game-page__team">
            {g.home.team.name} <span className="game-page__score">{g.home.score}</span>
          </span>
        </h1>
        <p className="muted">
          <time dateTime={g.game_date}>{formatDay(g.game_date)}</time> · {g.league.display_name} ·{' '}
          {g.season_label}
        </p>
      </header>
      {film.isPending ? (
        <Skeleton height={220} label="Loading the film" />
      ) : film.data ? (
        <div className="film-room">
          <GameFilm
            film={film.data}
            streamUrl={streamUrl}
            clip={room.clip}
            title={`Film: ${titleOf(g)}`}
            onTime={room.onTime}
            nowPlaying={nowPlaying(g, plays.data, room.currentSeq)}
          />
          <div className="film-room__plays">
            {/* Plays open in the film only once it is synced. */}
            <HydrateLater fallback={playsFallback}>
              {playsSection(g, plays, film.data.state === 'ready' ? room : null)}
            </HydrateLater>
          </div>
        </div>
      ) : (
        <FilmPlaceholder plays={g.plays_count} />
      )}
      {g.mismatches.length ? (
        <section className="game-page__mismatches" aria-labelledby="mismatch-heading">
          <h2 id="mismatch-heading">Play-by-play differs from the box score</h2>
          <ul>
            {g.mismatches.map((m) => (
              <li key={`${m.player.slug}-${m.stat}`}>
                {m.player.name}: {m.stat} {m.box_score} in the box score, {m.events} in the plays
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* The box score and the plays hydrate after the header and the film (HydrateLater). */}
      <HydrateLater fallback={<Skeleton height={320} label="Loading the box score" />}>
        <section aria-labelledby="box-score-heading">
          <h2 id="box-score-heading">Box score</h2>
          <div className="game-page__boxes">
            <GameBoxScore side={g.away} />
            <GameBoxScore side={g.home} />
          </div>
        </section>
      </HydrateLater>
      {film.data ? null : (
        <HydrateLater fallback={playsFallback}>{playsSection(g, plays, null)}</HydrateLater>
      )}
    </div>
  );
}

const playsFallback = <Skeleton height={480} label="Loading the plays" />;

type PlaysQuery = ReturnType<typeof useGamePlays>;
type Room = ReturnType<typeof useGameFilmRoom>;

/** The play list, or its loading, error and empty states; with film, each play can be watched. */
function playsSection(g: GameDetail, plays: PlaysQuery, room: Room | null) {
  if (plays.isPending) return playsFallback;
  if (plays.isError)
    return <ErrorState what="the plays" error={plays.error} onRetry={() => void plays.refetch()} />;
  if (plays.data.length === 0)
    return (
      <section aria-labelledby="play-list-heading">
        <h2 id="play-list-heading">Play-by-play</h2>
        <EmptyState>No play-by-play for this game yet.</EmptyState>
      </section>
    );
  return (
    <PlayList
      game={g}
      plays={plays.data}
      onWatch={room?.watch}
      currentSeq={room?.currentSeq ?? null}
    />
  );
}

function nowPlaying(g: GameDetail, plays: Play[] | undefined, seq: number | null): string | null {
  const play = seq === null ? undefined : plays?.find((p) => p.seq === seq);
  return play ? playTitle(play, g.periods) : null;
}
