import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../components/layout/not-found';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState, isNotFound } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../config/paths';
import { useLeaguePeriods } from '../../features/film/api/get-league-periods';
import { ClipPlaylist } from '../../features/film/components/clip-playlist';
import type { GameOption } from '../../features/film/components/playlist-filters';
import { kindOf, parseEvents, playKinds } from '../../features/film/utils/playlist-filters';
import { usePlayer } from '../../features/players/api/get-player';
import { playerName } from '../../features/players/utils/player-format';
import { playerSeasonGamesQueryOptions } from '../../features/stats/api/get-player-games';
import { formatDay } from '../../lib/stat-catalog';

/** What the playlist holds, for its heading: "Made threes", "Assists", "Plays". */
function listName(event: string | null): string {
  const { kind, outcome } = kindOf(parseEvents(event));
  if (kind === 'custom' || kind === 'all')
    return outcome === 'all' ? 'Plays' : outcome === 'made' ? 'Makes' : 'Misses';
  const label = playKinds[kind].label;
  if (outcome === 'all') return label;
  return `${outcome === 'made' ? 'Made' : 'Missed'} ${label.toLowerCase()}`;
}

/** /player/{slug}/plays: the clip playlist of a player's plays (film room, issue 24). */
export function PlayerPlaysRoute() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const player = usePlayer(slug);
  const games = useQuery({ ...playerSeasonGamesQueryOptions(slug), enabled: !!slug });
  const name = player.data ? playerName(player.data) : '';
  const rules = useLeaguePeriods(player.data?.league_name);
  const what = listName(params.get('event'));
  useDocumentTitle(player.data ? `${what}: ${name}` : 'Clips');
  if (player.isPending)
    return (
      <section className="page" aria-busy="true">
        <Skeleton height={48} label="Loading the clips" />
        <Skeleton height={420} />
      </section>
    );
  if (player.isError) {
    if (isNotFound(player.error)) return <NotFound />;
    return (
      <section className="page">
        <h1>Clips</h1>
        <ErrorState what="this player" error={player.error} onRetry={() => void player.refetch()} />
      </section>
    );
  }
  const options: GameOption[] = (games.data?.data ?? [])
    .filter((g) => g.has_plays)
    .map((g) => ({
      id: g.game_id,
      label: `${formatDay(g.game_date)} ${g.home ? 'vs' : '@'} ${g.opponent_name}`,
    }));
  return (
    <section className="page">
      <p>
        <Link to={paths.player(slug, 'statistics')}>← {name}</Link>
      </p>
      <h1>
        {what}: {name}
      </h1>
      <ClipPlaylist
        key={slug}
        slug={slug}
        playerName={name}
        rules={rules}
        games={options}
      />
    </section>
  );
}
