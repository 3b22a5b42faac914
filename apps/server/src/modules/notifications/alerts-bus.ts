import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * What an instance tells the others: "event E was fanned out" (each instance then looks up which
 * of its connected users it reached) or "user U's unread count changed" (marked read elsewhere).
 * The stored notifications are the truth; a message only says "something new".
 */
export type AlertMessage = { eventId: number } | { userId: string };

/**
 * The tiny publish/subscribe seam of the alerts. In-process without REDIS_URL, Redis pub/sub
 * with it. Kept to publish/subscribe/close so a shared bus (e.g. the scale branch's
 * lib/redis-bus.ts) can replace it at merge time.
 */
export interface AlertsBus {
  publish(msg: AlertMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: (msg: AlertMessage) => void): () => void;
  /** Resolves once messages can arrive (Redis: SUBSCRIBE answered). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_ALERTS_CHANNEL = 'hoopdex:alerts';

export function createMemoryAlertsBus(): AlertsBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(msg) {
      emitter.emit('msg', msg);
    },
    subscribe(handler) {
      emitter.on('msg', handler);
      return () => emitter.off('msg', handler);
    },
    ready: async () => undefined,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub on one channel. The subscriber is a duplicate connection (a subscribed Redis
 * connection can do nothing else); `publish` uses the shared one. A message from this very
 * instance comes back through Redis like any other, so every instance runs the same path.
 */
export function createRedisAlertsBus(
  redis: Redis,
  channel = DEFAULT_ALERTS_CHANNEL,
  onError: (err: unknown) => void = () => undefined,
): AlertsBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const sub = redis.duplicate();
  const ready = sub.subscribe(channel).then(() => undefined);
  ready.catch(onError);
  sub.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const msg = parseMessage(text);
    if (msg) local.emit('msg', msg);
  });
  sub.on('error', onError);
  return {
    async publish(msg) {
      await redis.publish(channel, JSON.stringify(msg));
    },
    subscribe(handler) {
      local.on('msg', handler);
      return () => local.off('msg', handler);
    },
    ready: () => ready,
    async close() {
      local.removeAllListeners();
      await ready.catch(() => undefined);
      sub.disconnect();
    },
  };
}

/** A message from Redis is input from outside the process: only the two known shapes pass. */
export function parseMessage(text: string): AlertMessage | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value.eventId === 'number' && Number.isSafeInteger(value.eventId)) {
      return { eventId: value.eventId };
    }
    if (typeof value.userId === 'string' && value.userId.length <= 200) {
      return { userId: value.userId };
    }
  } catch {
    // not JSON: ignored
  }
  return null;
}

/**
 * Tells every instance that these events were fanned out. The notifications are already stored
 * (the truth); a failed publish only delays the badge until the next reconnect or page load,
 * so it is logged, never turned into a failed request.
 */
export async function announce(
  bus: AlertsBus,
  eventIds: number[],
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  try {
    await Promise.all(eventIds.map((eventId) => bus.publish({ eventId })));
  } catch (err) {
    log.warn({ err }, 'alerts: could not announce events');
  }
}
