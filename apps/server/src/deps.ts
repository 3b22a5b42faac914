import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DbHandle } from './db/client';
import type { BackgroundWork } from './lib/background-work';
import type { Cache } from './lib/cache';
import type { RedisBus } from './lib/redis-bus';
import type { TokenVerifier } from './plugins/token-verifier';
// Each type from the file that defines it, not from its module's index: every module imports
// this file, so an index here (which pulls its whole module) would close import circles.
import type { Accounts } from './modules/auth/accounts';
import type { AlertsBus } from './modules/notifications/alerts-bus';
import type { StreamLimits } from './modules/notifications/stream-hub';
import type { PublishingEvents } from './modules/content/publishing/publishing-events';
import type { HostedMedia } from './modules/media/media-plugin';
import type { MediaConfig } from './modules/media/media-config';

/**
 * What the server is built from, as types only. Modules import these from here, never from
 * app.ts: app.ts imports every module (through register-api.ts), so a module that imported it
 * back tied the whole server into one import circle (issue 21; src/import-graph.test.ts and the
 * lint rule in eslint.config.js keep it out).
 */

export interface AppConfig {
  /** Folder of the built SPA; omitted in API tests. */
  webDist?: string | undefined;
  /** The web's server renderer (apps/web/dist-ssr/entry-server.js); without it no page is
   * rendered on the server (decision 0037). */
  ssrEntry?: string | undefined;
  rateLimitPerMinute?: number;
  trustProxy?: boolean;
  /** Where the site is reached (PUBLIC_URL, no trailing slash): absolute URLs in link previews. */
  publicUrl?: string | undefined;
  /** Alert event streams: per-user limit, heartbeat and idle timeout (defaults in stream-hub). */
  alerts?: Partial<StreamLimits>;
  /** Spec §2's VITE_UNGATE_ALL_ROUTES: no page load is sent to sign up (plugins/document-gate). */
  ungateAllRoutes?: boolean;
  /** Hosted media (issue 23): uploads, renditions, job runner; a temp dir in tests. */
  media?: Partial<MediaConfig>;
}

export interface AppDeps {
  db: DbHandle;
  /** Checks bearer ID tokens (jose against the auth library's keys; a local key pair in tests). */
  verifier: TokenVerifier;
  /** The auth library and its mailer and limits; /api/auth/* and the account calls need it. */
  accounts?: Accounts;
  config?: AppConfig;
  redis?: Redis | undefined;
  /** Messages between instances (lib/redis-bus.ts); modules may subscribe to their channels. */
  bus?: RedisBus | undefined;
  /** Public-read cache; made from `redis` and `bus` when not given. */
  cache?: Cache;
  /**
   * Set `draining` on SIGTERM (index.ts): from then on the health check answers 503 and every
   * answer closes its connection, so a balancer moves traffic away before the server stops.
   */
  lifecycle?: {
    draining: boolean;
    /**
     * Start-up work still under way (stats warm-up, Value boards, the first backtests): while
     * any is, GET /api/health/ready answers 503, so a balancer (or the browser tests) sends
     * traffic only to an instance whose caches are warm. Absent: ready at once.
     */
    warming?: Set<string>;
  };
  /** Alerts pub/sub between instances; made from `redis` (or in-process) when not given. */
  alerts?: AlertsBus;
  /** A pino logger to use (index.ts), or false/undefined for silence (tests). */
  logger?: FastifyBaseLogger | false;
}

/** What every API module's routes receive: the app's dependencies with the cache made. */
export type ModuleDeps = AppDeps & {
  cache: Cache;
  alerts: AlertsBus;
  /** Content publishing tells its listeners (the alerts) what went public. */
  publishing: PublishingEvents;
  /** Hosted media (the media module's plugin): storage, media jobs, the Studio's hooks. */
  hosted: HostedMedia;
  /** Work that follows an answer without delaying it, one piece at a time (lib/background-work). */
  background: BackgroundWork;
};

/**
 * What a service (a module's reads and writes, without HTTP) needs: the database and the cache
 * whose keys it owns. Scripts and tests build it without an app.
 */
export type ServiceDeps = Pick<ModuleDeps, 'db' | 'cache'>;
