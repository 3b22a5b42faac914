import { buildApp } from '../app';
import type { AppConfig, AppDeps } from '../deps';
import { createCache, type Cache } from '../lib/cache';
import type { Accounts } from '../modules/auth/accounts';
import {
  createAttemptLimiter,
  defaultAuthLimits,
  type AuthLimits,
} from '../modules/auth/attempt-limiter';
import { createLocalJwksVerifier } from '../modules/auth/local-jwks';
import { createMemoryMailer } from '../modules/auth/mailer';
import type { AlertsBus } from '../modules/notifications/alerts-bus';
import { createAuth } from '../modules/auth/better-auth';
import { createTestDb, type TestDb } from './create-test-db';
import { createTestKeys } from './test-tokens';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: TestDb;
  /** Signs a real ID token the app accepts. */
  sign: Awaited<ReturnType<typeof createTestKeys>>['sign'];
  /** Mails the app sent (reset, verification, set-password links). */
  mails: ReturnType<typeof createMemoryMailer>;
  accounts: Accounts;
  /** The app's public-read cache (tests call boxScoresChanged on it, as an importer would). */
  cache: Cache;
  close(): Promise<void>;
  /** Closes the app and builds a new one on the same database (a server restart). */
  restart(): Promise<void>;
}

export interface TestAppOptions {
  limits?: Partial<AuthLimits>;
  autoLinkPlayerClaims?: boolean;
  /** Where the site is reached; an https URL turns on Secure cookies. */
  publicUrl?: string;
  /** The alerts bus (a Redis one for the cross-instance tests); in-process by default. */
  alerts?: AlertsBus;
  /** Another instance's database (a second instance of one deployment); closed by its owner. */
  db?: TestDb;
  /** The public-read cache (one over a shared Redis and bus); in-process by default. */
  cache?: Cache;
  /** Draining and start-up warm-up state, as index.ts keeps it. */
  lifecycle?: AppDeps['lifecycle'];
}

/**
 * The real app on a private copy of the migrated database; `inject` talks to it. Bearer tokens
 * are accepted when signed by the test key (`sign`) or by the auth library's own keys
 * (GET /api/auth/token), both verified by jose exactly as in production.
 */
export async function buildTestApp(
  config: AppConfig = {},
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const db = opts.db ?? (await createTestDb());
  const keys = await createTestKeys();
  const mails = createMemoryMailer();
  const publicUrl = opts.publicUrl ?? TEST_PUBLIC_URL;
  const accounts: Accounts = {
    auth: createAuth({
      db: db.db,
      secret: 'test-secret-test-secret-test-secret-0123',
      publicUrl,
      mailer: mails,
    }),
    mailer: mails,
    limiter: createAttemptLimiter(),
    limits: { ...defaultAuthLimits, ...opts.limits },
    publicUrl,
    autoLinkPlayerClaims: opts.autoLinkPlayerClaims ?? true,
  };
  const verifier = createLocalJwksVerifier(db.db, [keys.jwk]);
  const cache = opts.cache ?? createCache();
  const build = () =>
    buildApp({
      db,
      config,
      verifier,
      accounts,
      cache,
      ...(opts.alerts ? { alerts: opts.alerts } : {}),
      ...(opts.lifecycle ? { lifecycle: opts.lifecycle } : {}),
    });
  const app = await build();
  const test: TestApp = {
    app,
    db,
    sign: keys.sign,
    mails,
    accounts,
    cache,
    close: async () => {
      await test.app.close();
      if (!opts.db) await db.destroy();
    },
    restart: async () => {
      await test.app.close();
      test.app = await build();
    },
  };
  return test;
}
