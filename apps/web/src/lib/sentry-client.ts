// Only what we use, so the bundler can leave the rest of the SDK out of this (lazy) chunk.
import { captureException, init } from '@sentry/browser';

export function startSentry(dsn: string) {
  // Spec §9: breadcrumbs 100, error buffer 30 events.
  init({ dsn, maxBreadcrumbs: 100, transportOptions: { bufferSize: 30 } });
  return { captureException };
}
