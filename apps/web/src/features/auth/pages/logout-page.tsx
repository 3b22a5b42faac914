import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import { clearIdToken } from '../../../lib/api-client';
import { signOut } from '../api/auth-api';

/**
 * /logout: ends the session on the server, forgets every cached private answer and goes home.
 * Even if the call fails (already signed out, offline) the local state is cleared.
 */
export function LogoutPage() {
  useDocumentTitle('Log Out');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut()
      .catch(() => undefined)
      .finally(() => {
        clearIdToken();
        queryClient.clear();
        navigate(paths.home(), { replace: true });
      });
  }, [navigate, queryClient]);
  return <LoadingScreen label="Logging out" />;
}
