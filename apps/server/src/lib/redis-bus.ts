import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { watchOutages, type RedisLog } from './redis-connection';

/**
 * Messages between the instances of one deployment, by channel name, over Redis pub/sub.
 *
 * How to use it (any module may; one bus per process, made in index.ts, given to buildApp):
 *   bus.subscribe('notifications', (msg) => ...)   // every message on the channel, any instance
 *   await bus.publish('notifications', JSON.stringify(payload))
 *   bus.onReconnect(() => ...)                      // messages may have been lost meanwhile
 *
 * - One subscriber connection per process whatever the number of channels (a connection in
 *   subscribe mode can do nothing else, so it is a duplicate of the command connection).
 * - A message is handed to this process's own handlers at once, in publish(), and to the other
 *   instances through Redis; an instance never receives its own message twice.
 * - Delivery is at most once: while Redis is away, messages of other instances are lost. When the
 *   subscriber connects again, onReconnect handlers run, so a module can resynchronise (the
 *   cache drops its local copies: a write made elsewhere during the outage is not missed).
 * - Without Redis (one instance), createLocalBus gives the same interface within the process.
 */
export interface RedisBus {
  publish(channel: string, message: string): Promise<void>;
  /** Returns a function that removes the handler. */
  subscribe(channel: string, handler: (message: string) => void): () => void;
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

type Handler = (message: string) => void;

/** Channel names in Redis get this prefix, so other applications on the same Redis don't mix. */
const CHANNEL_PREFIX = 'hoopdex:';

function handlerSets() {
  const byChannel = new Map<string, Set<Handler>>();
  return {
    add(channel: string, handler: Handler) {
      let set = byChannel.get(channel);
      if (!set) byChannel.set(channel, (set = new Set()));
      set.add(handler);
      return set.size === 1;
    },
    remove(channel: string, handler: Handler) {
      const set = byChannel.get(channel);
      set?.delete(handler);
      return set?.size === 0;
    },
    deliver(channel: string, message: string) {
      for (const h of byChannel.get(channel) ?? []) {
        try {
          h(message);
        } catch {
          /* one handler's bug must not stop the others */
        }
      }
    },
  };
}

/** A bus within one process (no Redis): publish calls this process's handlers. */
export function createLocalBus(): RedisBus {
  const handlers = handlerSets();
  return {
    async publish(channel, message) {
      handlers.deliver(channel, message);
    },
    subscribe(channel, handler) {
      handlers.add(channel, handler);
      return () => handlers.remove(channel, handler);
    },
    onReconnect: () => () => undefined,
    close: async () => undefined,
  };
}

/** The bus over Redis pub/sub, on a duplicate of `redis` (the command connection). */
export function createRedisBus(redis: Redis, log: RedisLog): RedisBus {
  const origin = randomUUID();
  const handlers = handlerSets();
  const reconnectHandlers = new Set<() => void>();
  // Unlike the command connection it queues while away: a subscribe made before Redis answers is
  // sent once it does (nobody waits on it), and ioredis resubscribes on every reconnect.
  const sub = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  watchOutages(sub, log, 'Redis pub/sub');
  let wasDown = false;
  sub.on('close', () => (wasDown = true));
  sub.on('ready', () => {
    if (!wasDown) return;
    wasDown = false;
    for (const h of reconnectHandlers) h();
  });
  sub.on('message', (redisChannel: string, raw: string) => {
    if (!redisChannel.startsWith(CHANNEL_PREFIX)) return;
    let envelope: { from?: unknown; body?: unknown };
    try {
      envelope = JSON.parse(raw) as typeof envelope;
    } catch {
      return;
    }
    if (envelope.from === origin || typeof envelope.body !== 'string') return;
    handlers.deliver(redisChannel.slice(CHANNEL_PREFIX.length), envelope.body);
  });

  return {
    async publish(channel, message) {
      handlers.deliver(channel, message);
      // Lost while Redis is away; the receivers' onReconnect covers that (see above).
      await redis
        .publish(CHANNEL_PREFIX + channel, JSON.stringify({ from: origin, body: message }))
        .catch(() => undefined);
    },
    subscribe(channel, handler) {
      if (handlers.add(channel, handler)) {
        sub.subscribe(CHANNEL_PREFIX + channel).catch(() => undefined); // resubscribed on reconnect
      }
      return () => {
        if (handlers.remove(channel, handler)) {
          sub.unsubscribe(CHANNEL_PREFIX + channel).catch(() => undefined);
        }
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    async close() {
      sub.removeAllListeners('close'); // a deliberate close is not an outage to log
      sub.disconnect();
    },
  };
}
