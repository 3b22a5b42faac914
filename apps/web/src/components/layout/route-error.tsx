import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/lazy-chunk';
import { reportError } from '../../lib/error-reporting';
import { ChunkErrorPage, ErrorPage } from './error-page';
import { NotFound } from './not-found';

/** Router error element: a failed page chunk, a 404 answer, or a render error with a retry. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (!notFound) reportError(error);
  }, [error, notFound]);

  if (notFound) return <NotFound />;
  if (chunk) return <ChunkErrorPage />;
  return (
    <ErrorPage
      title="Something went wrong"
      message="Sorry, this page ran into a problem. Please try again."
      actionLabel="Try again"
      // Navigating to the same place makes the router clear the error and render the page afresh.
      onAction={() => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
    />
  );
}
