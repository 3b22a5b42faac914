import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import type { AlertMessage, AlertsBus } from './alerts-bus';

export interface StreamLimits {
  /** Open streams per user on one instance (a few tabs and devices). */
  perUser: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
  /** A stream with no event for this long is ended; EventSource reconnects by itself. */
  idleMs: number;
}

export const defaultStreamLimits: StreamLimits = {
  perUser: 5,
  heartbeatMs: 25_000,
  idleMs: 15 * 60_000,
};

interface Stream {
  userId: string;
  res: ServerResponse;
  heartbeat: NodeJS.Timeout;
  idle: NodeJS.Timeout;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/** Connected users looked up per event in chunks, so a busy instance stays within bind limits. */
const LOOKUP_CHUNK = 1_000;

/**
 * The open event streams of this instance, by user. It listens to the alerts bus: for "event E
 * was fanned out" it asks which of its connected users E reached (one query, not one per user)
 * and tells each of them "something new" with their unread count; for "user U changed" it sends
 * U's count. A stream carries no notification content: the list API stays the one truth.
 */
export function createStreamHub(db: Database, bus: AlertsBus, limits: StreamLimits, log: Log) {
  const byUser = new Map<string, Set<Stream>>();

  const write = (s: Stream, frame: string) => {
    if (!s.res.writableEnded) s.res.write(frame);
  };
  const send = (s: Stream, event: string, id: number | null, data: object) => {
    write(
      s,
      `${id != null ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
    );
    s.idle.refresh();
  };

  async function onEvent(eventId: number) {
    const users = [...byUser.keys()];
    for (let i = 0; i < users.length; i += LOOKUP_CHUNK) {
      const chunk = users.slice(i, i + LOOKUP_CHUNK);
      const rows = await sqlRows<{ user_id: string; id: string | number; unread: number }>(
        db,
        sql`select n.user_id, n.id,
                   (select count(*)::int from notifications u
                    where u.user_id = n.user_id and u.read_at is null) as unread
            from notifications n
            where n.event_id = ${eventId}
              and n.user_id in (${sql.join(
                chunk.map((u) => sql`${u}`),
                sql`, `,
              )})`,
      );
      for (const row of rows) {
        const id = Number(row.id);
        for (const s of byUser.get(row.user_id) ?? []) {
          send(s, 'notification', id, { id, unread: row.unread });
        }
      }
    }
  }

  async function onUser(userId: string) {
    const streams = byUser.get(userId);
    if (!streams?.size) return;
    const state = await userState(db, userId);
    for (const s of streams) send(s, 'unread', null, { unread: state.unread });
  }

  const unsubscribe = bus.subscribe((msg: AlertMessage) => {
    const work = 'eventId' in msg ? onEvent(msg.eventId) : onUser(msg.userId);
    work.catch((err: unknown) => log.warn({ err }, 'alerts: could not push an event'));
  });

  function remove(s: Stream) {
    clearInterval(s.heartbeat);
    clearTimeout(s.idle);
    const set = byUser.get(s.userId);
    set?.delete(s);
    if (set && !set.size) byUser.delete(s.userId);
  }

  return {
    /** Whether the user may open one more stream here. */
    hasRoom: (userId: string) => (byUser.get(userId)?.size ?? 0) < limits.perUser,

    /**
     * Starts the stream on a hijacked response. The first frame tells the current unread count
     * and whether anything arrived after the client's Last-Event-ID, so a reconnect catches up.
     */
    async open(userId: string, res: ServerResponse, lastEventId: number | null) {
      const s: Stream = {
        userId,
        res,
        heartbeat: setInterval(() => write(s, ': ping\n\n'), limits.heartbeatMs),
        idle: setTimeout(() => res.end(), limits.idleMs),
      };
      s.heartbeat.unref();
      s.idle.unref();
      const set = byUser.get(userId) ?? new Set<Stream>();
      set.add(s);
      byUser.set(userId, set);
      res.on('close', () => remove(s));
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no', // nginx: do not buffer the stream
        'x-content-type-options': 'nosniff',
      });
      write(s, `retry: 5000\n\n`);
      const state = await userState(db, userId);
      send(s, 'sync', state.latest || null, {
        unread: state.unread,
        latest_id: state.latest,
        missed: lastEventId == null || state.latest > lastEventId,
      });
    },

    stats() {
      let streams = 0;
      for (const set of byUser.values()) streams += set.size;
      return { users: byUser.size, streams };
    },

    /** Ends every stream (shutdown) and leaves the bus. */
    close() {
      unsubscribe();
      for (const set of [...byUser.values()]) {
        for (const s of [...set]) {
          remove(s);
          s.res.end();
        }
      }
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;

async function userState(db: Database, userId: string) {
  const [row] = await sqlRows<{ unread: number; latest: string | number | null }>(
    db,
    sql`select (select count(*)::int from notifications
                where user_id = ${userId} and read_at is null) as unread,
               (select max(id) from notifications where user_id = ${userId}) as latest`,
  );
  return { unread: row?.unread ?? 0, latest: Number(row?.latest ?? 0) };
}
