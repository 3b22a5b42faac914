import { env } from '../config/env';

type Reporter = { captureException: (error: unknown, hint?: { extra: Record<string, unknown> }) => unknown };
let reporter: Promise<Reporter | undefined> | undefined;

/** Starts Sentry only when a DSN is configured; the SDK is a separate chunk nobody else downloads. */
export function initErrorReporting(): Promise<Reporter | undefined> {
  const dsn = env.sentryDsn;
  if (!dsn) return Promise.resolve(undefined);
  reporter ??= import('./sentry-client').then((module) => module.startSentry(dsn)).catch(() => undefined);
  return reporter;
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (!env.sentryDsn) return;
  void initErrorReporting().then((module) => module?.captureException(error, context ? { extra: context } : undefined));
}
