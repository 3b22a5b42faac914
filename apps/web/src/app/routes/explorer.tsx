import { Link, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { ExplorerView } from '../../features/explorer/components/explorer-view';
import { usePlayer } from '../../features/players/api/get-player';
import { usePlayerRow } from '../../features/players/api/get-players';
import { PlayerCardMini } from '../../features/players/components/player-card-mini';
import { useLeagues } from '../../features/rankings/api/get-leagues';
import { PlayerStatSummary } from '../../features/stats/components/player-summary';
import { isIntervalCode } from '../../lib/stat-catalog';

/** The side panel of /explorer/{slug}: who the player is and their numbers for the interval shown. */
export function ExplorerSummary({ slug, closeTo }: { slug: string; closeTo: string }) {
  const player = usePlayer(slug);
  // Her list row carries her Hoopdex Value; the card shows it once known (and without it if not).
  const row = usePlayerRow(slug);
  const [params] = useSearchParams();
  const raw = params.get('interval');
  if (player.isPending) return <Skeleton height={480} label="Loading player" />;
  if (player.isError)
    return (
      <ErrorState what="this player" error={player.error} onRetry={() => void player.refetch()} />
    );
  return (
    <>
      <Link className="explorer__close" to={closeTo} preventScrollReset>
        Close summary
      </Link>
      <PlayerCardMini player={row.data ? { ...player.data, value: row.data.value } : player.data} />
      <PlayerStatSummary
        slug={slug}
        leagueId={player.data.league_id}
        interval={isIntervalCode(raw) ? raw : 'latest_season'}
      />
    </>
  );
}

/** Spec §2 /explorer/{playerSlug?} (Database): every player's numbers, filtered, sorted, exported. */
export function ExplorerRoute() {
  const { playerSlug } = useParams();
  const [params] = useSearchParams();
  const leagues = useLeagues();
  useDocumentTitle('Database');
  usePageMeta({
    description:
      'The player database: every player with season and weekly stats, sortable, filterable and exportable as CSV.',
  });
  const search = params.toString() ? `?${params.toString()}` : '';
  return (
    <section className="page page--wide">
      <h1>Database</h1>
      {leagues.isPending ? (
        <Skeleton height={600} label="Loading database" />
      ) : leagues.isError ? (
        <ErrorState
          what="the leagues"
          error={leagues.error}
          onRetry={() => void leagues.refetch()}
        />
      ) : (
        <ExplorerView
          leagues={leagues.data}
          playerPath={paths.explorer}
          selectedSlug={playerSlug}
          summary={
            playerSlug ? (
              <ExplorerSummary slug={playerSlug} closeTo={`${paths.explorer()}${search}`} />
            ) : null
          }
        />
      )}
    </section>
  );
}
