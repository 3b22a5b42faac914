import { useParams } from 'react-router';
import { NotFound } from '../../components/layout/not-found';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState, isNotFound } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { usePublicBoard } from '../../features/public-boards/api/get-public-board';
import { PublicBoardView } from '../../features/public-boards/components/public-board-view';
import { ShareButtons } from '../../features/share/components/share-buttons';
import { boardCardUrl } from '../../features/share/utils/card-urls';

/** /board/{token}: a scout's board shared read-only; open to signed-out visitors. A revoked or
 *  wrong token is the not-found page (from the server, a 404 rendered by the route's error
 *  element: the page itself never renders a failed board there, decision 0037). */
export function PublicBoardRoute() {
  const { token = '' } = useParams();
  const board = usePublicBoard(token);
  useDocumentTitle(board.data ? board.data.name : 'Scouting board');
  usePageMeta({
    description: board.data ? `${board.data.name}: a scouting board on Hoopdex.` : null,
    og: board.data ? { title: board.data.name, image: boardCardUrl(token) } : null,
  });
  if (board.isError && isNotFound(board.error)) return <NotFound />;
  return (
    <section className="page">
      {board.isPending ? (
        <Skeleton height={480} label="Loading the board" />
      ) : board.isError ? (
        <ErrorState what="this board" error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <>
          <h1>{board.data.name}</h1>
          <ShareButtons
            path={paths.publicBoard(token)}
            title={board.data.name}
            image={{ url: boardCardUrl(token), fileName: 'hoopdex-board.png' }}
          />
          <PublicBoardView board={board.data} />
        </>
      )}
    </section>
  );
}
