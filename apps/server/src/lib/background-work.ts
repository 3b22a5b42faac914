type Log = { warn(obj: object, msg: string): void };

/**
 * Work that follows an answer but must not delay it (the follow-up checks of an import, a board
 * rebuilt after its data changed). One piece runs at a time, in order: on PGlite every query
 * waits for the one before, so two league-wide computations side by side would only slow each
 * other and the requests between them. A failure is logged, never thrown at anyone.
 *
 * `settled()` resolves once nothing is queued or running: tests await it before reading what the
 * work wrote. `stop()` (the app's close) drops what has not started and waits for the piece that
 * has, so no piece outlives the database it writes to and a close never waits for a backlog.
 */
export interface BackgroundWork {
  run(what: string, work: () => Promise<unknown>): void;
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export function createBackgroundWork(log: Log): BackgroundWork {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let stopped = false;
  const self: BackgroundWork = {
    run(what, work) {
      if (stopped) return;
      pending += 1;
      tail = tail
        .then(() => (stopped ? undefined : work()))
        .catch((err: unknown) => log.warn({ err }, `${what} failed`))
        .finally(() => {
          pending -= 1;
        });
    },
    async settled() {
      // A piece may queue another (an import's checks queue a board): wait until none is left.
      while (pending > 0) await tail;
    },
    async stop() {
      stopped = true;
      await self.settled();
    },
  };
  return self;
}
