import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../config/paths';
import { ValueMethodView } from '../../features/value/components/value-method-view';
import { useValueMethod } from '../../features/value/api/get-value-method';

/** /value: how Hoopdex Value is computed, every formula and rate with its source. */
export function ValueRoute() {
  useDocumentTitle('Hoopdex Value: the method');
  const method = useValueMethod();
  return (
    <section className="page" aria-busy={method.isPending}>
      <h1>Hoopdex Value: the method</h1>
      <p>
        <Link to={paths.valueBoard()}>See the Value board</Link>: players ranked by value, with the
        week’s risers.
      </p>
      {method.isPending ? (
        <Skeleton height={600} label="Loading the method" />
      ) : method.isError ? (
        <ErrorState what="the method" error={method.error} onRetry={() => void method.refetch()} />
      ) : (
        <ValueMethodView method={method.data} />
      )}
    </section>
  );
}
