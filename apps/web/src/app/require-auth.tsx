import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { useSession } from '../lib/auth';

/** Spec §2/§6: gated routes need a signed-in user; signed-out visitors go to /sign-up?redirect=… */
export function RequireAuth({ ungated = env.ungateAllRoutes }: { ungated?: boolean }) {
  const { user, status, retry } = useSession();
  const location = useLocation();

  if (ungated) return <Outlet />;
  if (status === 'loading') return <LoadingScreen label="Loading your session" />;
  // Spec §8: an auth observer error leaves the loading screen up; we add a way to try again.
  if (status === 'error') return <LoadingScreen label="Loading your session" onRetry={retry} />;
  if (!user) {
    return <Navigate to={paths.signUp(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
