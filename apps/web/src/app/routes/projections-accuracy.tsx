import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState, isNotFound } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useProjectionAccuracy } from '../../features/projections/api/get-projection-accuracy';
import { AccuracyPicker, AccuracyView } from '../../features/projections/components/accuracy-view';
import { accuracyQueryFrom } from '../../features/projections/utils/accuracy-params';
import { useUpdateParams } from '../../lib/use-update-params';
import '../../features/projections/components/accuracy.css';

const TITLE = 'How accurate are the projections?';

/** Said in plain words before the tables: what was done and how to read each column. */
function HowToRead() {
  return (
    <div className="accuracy__explain">
      <p>
        We replay past seasons. Every two weeks, each player is projected from the games before that
        day only, just as the player page does today, and the projection is then checked against
        what the player actually did: in the next game, and on average over the rest of the season.
      </p>
      <ul>
        <li>
          <strong>RMSE</strong> and <strong>MAE</strong> are the typical miss, in the stat’s own
          units (points, rebounds, …). Lower is better; RMSE weighs big misses more.
        </li>
        <li>
          <strong>In 80 % range</strong>: how often the real number fell inside the projected range.
          An honest 80 % range holds about 80 % of the time: much less means the ranges are too
          narrow, much more that they are too wide.
        </li>
        <li>
          <strong>Interval score</strong>: the width of the range plus a penalty for every miss
          outside it. Lower is better; it rewards ranges that are both narrow and right.
        </li>
        <li>
          We compare with two simple guesses: the player’s <strong>season to date</strong> average
          and the average of the <strong>last 10</strong> games.
        </li>
      </ul>
    </div>
  );
}

/** /projections/accuracy?league=&season=: the projections' published track record (issue 32). */
export function ProjectionsAccuracyRoute() {
  const [params, update] = useUpdateParams();
  // The loader reads the URL with the same function, so it warms exactly this backtest.
  const accuracy = useProjectionAccuracy(accuracyQueryFrom(params));
  useDocumentTitle('Projection accuracy');
  usePageMeta({
    description:
      'How accurate Hoopdex projections have been: error and range coverage per stat, backtested on past seasons against simple baselines.',
  });
  return (
    <section className="page accuracy">
      <h1>{TITLE}</h1>
      <HowToRead />
      {accuracy.isPending ? (
        <Skeleton height={900} label="Loading the backtest" />
      ) : accuracy.isError ? (
        isNotFound(accuracy.error) ? (
          <EmptyState>
            No backtest yet for this league and season. Projections are backtested once a season’s
            box scores are imported.
          </EmptyState>
        ) : (
          <ErrorState
            what="the backtest"
            error={accuracy.error}
            onRetry={() => void accuracy.refetch()}
          />
        )
      ) : (
        <>
          <AccuracyPicker
            accuracy={accuracy.data}
            onPick={(league, season) => update({ league: String(league), season })}
          />
          {accuracy.data.rows.length === 0 ? (
            <EmptyState>
              No projections were checked for {accuracy.data.league.name} {accuracy.data.season}{' '}
              yet.
            </EmptyState>
          ) : (
            <AccuracyView accuracy={accuracy.data} busy={accuracy.isPlaceholderData} />
          )}
        </>
      )}
    </section>
  );
}
