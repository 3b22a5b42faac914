import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createAuth } from './better-auth';
import type { Accounts } from './accounts';
import { createAttemptLimiter, scaledAuthLimits } from './attempt-limiter';
import { resolveAuthSecret } from './auth-secret';
import { createMailer } from './mailer';
import { createRedisAttemptLimiter } from './redis-attempt-limiter';

/** The Vite dev server posts with cookies through its proxy; its origin must be trusted. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** With Redis, the attempt budgets are shared by every instance (else counted per process). */
export async function createAccounts(
  db: Database,
  env: Env,
  log: Logger,
  redis?: Redis,
): Promise<Accounts> {
  const { secret, generated } = await resolveAuthSecret(db, env.AUTH_SECRET);
  if (generated && env.NODE_ENV === 'production') {
    log.warn('AUTH_SECRET is not set: using a generated one kept in the database; set AUTH_SECRET');
  }
  const { publicUrl } = env;
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.dataDirAbs, 'outbox'),
    log,
  });
  const trustedOrigins =
    env.NODE_ENV === 'production' ? [] : [...DEV_ORIGINS, `http://127.0.0.1:${env.PORT}`];
  return {
    auth: createAuth({ db, secret, publicUrl, trustedOrigins, mailer, log }),
    mailer,
    limiter: redis ? createRedisAttemptLimiter(redis) : createAttemptLimiter(),
    limits: scaledAuthLimits(env.AUTH_ATTEMPT_LIMIT_FACTOR),
    publicUrl,
    autoLinkPlayerClaims: env.PLAYER_CLAIM_AUTO_LINK ?? env.SEED_ON_START,
  };
}
