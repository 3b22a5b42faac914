import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * Options for every Redis connection of the server: a command fails at once while Redis is away
 * (no offline queue, one retry, a 1 s timeout for a network that drops packets) so each caller
 * takes its local fallback (in-process cache, local limits) instead of waiting; the connection
 * itself keeps retrying in the background, every 0.2 s up to every 2 s.
 */
export const failFastRedisOptions: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1_000,
  connectTimeout: 2_000,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

/**
 * The server's Redis command connection (REDIS_URL). An outage is logged once when it starts and
 * once when Redis is back, not per failed command. Waits up to `readyWithinMs` for the first
 * connection; if Redis is down at start the server starts anyway, on its fallbacks.
 */
export async function connectRedis(
  url: string,
  log: RedisLog,
  readyWithinMs = 5_000,
): Promise<Redis> {
  const redis = new Redis(url, failFastRedisOptions);
  watchOutages(redis, log, 'Redis');
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, readyWithinMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

/** Logs `name` unavailable (once per outage) and back again; errors are handled, never thrown. */
export function watchOutages(redis: Redis, log: RedisLog, name: string): void {
  let down = false;
  const lost = (reason: string) => {
    if (down) return;
    down = true;
    log.warn(
      `${name} unavailable (${reason}): serving with local cache and limits until it returns`,
    );
  };
  redis.on('error', (err: Error) => lost(err.message));
  redis.on('close', () => lost('connection closed'));
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`${name} back: shared cache and limits resumed`);
  });
}
