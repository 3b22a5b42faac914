import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../components/layout/app-error-boundary';
import { RenderedAtProvider } from '../components/ui/use-render-now';

export function AppProvider({
  queryClient,
  renderedAt,
  children,
}: {
  queryClient: QueryClient;
  /** A server-rendered page's render time (decision 0037); absent when the browser renders alone. */
  renderedAt?: number | undefined;
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <RenderedAtProvider value={renderedAt ?? null}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </RenderedAtProvider>
    </AppErrorBoundary>
  );
}
