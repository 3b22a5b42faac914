import type { ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouteError } from '../components/layout/route-error';

/**
 * A page's own error element: its not-found view for a 404 (what the server's loader throws for
 * a player, video, article… that does not exist, decision 0037), so the server's 404 page and the
 * browser's hydration of it show the same view the page shows from its query; anything else is
 * the router's usual error page.
 */
export function pageErrorBoundary(NotFoundView: ComponentType): ComponentType {
  return function PageError() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
    return <RouteError />;
  };
}
