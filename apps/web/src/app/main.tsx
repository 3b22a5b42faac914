import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyTokenRule } from '../features/auth/utils/token-rule';
import { initErrorReporting } from '../lib/error-reporting';
import { createQueryClient } from '../lib/query-client';
import { yieldToMain } from '../lib/yield-to-main';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import '../styles/global.css';

/**
 * Start-up in separate tasks: evaluating the bundle, matching the route (which starts the page's
 * requests) and React's first render each take a phone's main thread for a while; run back to
 * back they were one task of several hundred milliseconds that no tap could interrupt. The render
 * itself is a transition, so React works on it in slices and yields between them.
 */
async function start() {
  void initErrorReporting();
  // Spec §5: a ?token= or token cookie is checked (and dropped when expired) before anything renders.
  applyTokenRule();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');

  await yieldToMain();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);

  await yieldToMain();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start();
