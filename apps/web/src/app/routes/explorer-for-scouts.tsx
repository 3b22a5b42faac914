import { Link, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { ExplorerView } from '../../features/explorer/components/explorer-view';
import { useExplorerState } from '../../features/explorer/hooks/use-explorer-state';
import {
  stateFromStored,
  stateToParams,
  storedFromState,
} from '../../features/explorer/utils/explorer-url';
import { usePlayer } from '../../features/players/api/get-player';
import { useLeagues } from '../../features/rankings/api/get-leagues';
import { BoardsPanel } from '../../features/scouting/components/boards-panel';
import { SavedFiltersPanel } from '../../features/scouting/components/saved-filters-panel';
import { ScoutNoteForm } from '../../features/scouting/components/scout-note-form';
import { useSession } from '../../lib/auth';
import { ExplorerSummary } from './explorer';

function AccessRequired() {
  return (
    <section className="page">
      <h1>Scouting access required</h1>
      <p>
        The scouting tools (private notes, grades, boards and saved filters) are for scout accounts.
      </p>
      <p>
        You can still browse every player’s numbers in the{' '}
        <Link to={paths.explorer()}>Database</Link>.
      </p>
    </section>
  );
}

function ScoutingTools({ slug }: { slug?: string }) {
  const leagues = useLeagues();
  const { state } = useExplorerState();
  const [, setParams] = useSearchParams();
  const selected = usePlayer(slug);
  const league = leagues.data?.find((l) => l.name.toLowerCase() === state.league);
  return (
    <div className="scout-tools">
      <SavedFiltersPanel
        current={storedFromState(state, league?.id)}
        onApply={(saved) => {
          const name =
            leagues.data?.find((l) => l.id === saved.league_id)?.name.toLowerCase() ?? 'nba';
          setParams(stateToParams(stateFromStored(saved, name)));
        }}
      />
      <BoardsPanel
        selectedSlug={slug}
        selectedName={
          selected.data ? `${selected.data.firstname} ${selected.data.lastname}` : undefined
        }
      />
    </div>
  );
}

/** Spec §2 /explorer-for-scouts/{playerSlug?}: the Database plus the scout's private tools. */
export function ExplorerForScoutsRoute() {
  const { playerSlug } = useParams();
  const [params] = useSearchParams();
  const { user, status } = useSession();
  usePageMeta({
    description:
      'Scouting: the player database with private notes, grades, boards and saved filters.',
  });
  // One title hook here: a child's would be overwritten by this effect, which runs after it.
  useDocumentTitle(
    status !== 'loading' && !user?.scoutAccess ? 'Scouting access required' : 'Scouting',
  );
  if (status === 'loading') return <Skeleton height={600} label="Checking your access" />;
  if (!user?.scoutAccess) return <AccessRequired />;
  return (
    <ScoutingPage slug={playerSlug} search={params.toString() ? `?${params.toString()}` : ''} />
  );
}

/** Only scouts get here, so only scouts load the leagues and their private lists. */
function ScoutingPage({ slug: playerSlug, search }: { slug?: string; search: string }) {
  const leagues = useLeagues();
  return (
    <section className="page page--wide">
      <h1>Scouting</h1>
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
          playerPath={paths.explorerForScouts}
          selectedSlug={playerSlug}
          tools={<ScoutingTools slug={playerSlug} />}
          summary={
            playerSlug ? (
              <>
                <ExplorerSummary
                  slug={playerSlug}
                  closeTo={`${paths.explorerForScouts()}${search}`}
                />
                <ScoutNoteForm slug={playerSlug} />
              </>
            ) : null
          }
        />
      )}
    </section>
  );
}
