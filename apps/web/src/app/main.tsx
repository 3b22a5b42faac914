import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyTokenRule } from '../features/auth/utils/token-rule';
import { initErrorReporting } from '../lib/error-reporting';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import '../styles/global.css';

void initErrorReporting();
// Spec §5: a ?token= or token cookie is checked (and dropped when expired) before anything renders.
applyTokenRule();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
