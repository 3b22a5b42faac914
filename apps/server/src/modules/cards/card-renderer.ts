import { Worker } from 'node:worker_threads';
import { HttpError } from '../../lib/http';

/** A satori element: what card-layout builds (plain objects, no React needed). */
export interface CardNode {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: CardChild | CardChild[];
    [key: string]: unknown;
  };
}
export type CardChild = CardNode | string | null;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Cold renders waiting past this many answer 503: a flood of made-up cards cannot queue forever. */
export const MAX_QUEUED_RENDERS = 16;

/**
 * The worker's young generation, capped: satori allocates fast, and V8 otherwise grows the
 * nursery to ~48 MB under a run of cards and gives it back only once idle.
 */
const YOUNG_GENERATION_MB = 8;

interface Job {
  resolve: (png: Buffer) => void;
  reject: (err: Error) => void;
}

export interface CardRenderer {
  render(tree: CardNode): Promise<Buffer>;
  /** Renders waiting or under way (for the bench and tests). */
  pending(): number;
  /** Worker threads alive: 0 before the first card, then 1. */
  workers(): number;
  close(): Promise<void>;
}

/**
 * One worker thread renders cards, one at a time: satori and resvg are CPU-bound (resvg is
 * synchronous), and on the main thread a 30-150 ms render would stall every other request.
 * One thread leaves the other core to the server. The worker starts on the first card, lives as
 * long as the server (its memory levels off: see card-render-worker.mjs) and is unref'd, so it
 * never keeps a process alive; a crashed worker fails its jobs and the next card starts another.
 * `workerUrl` is for tests (a worker that crashes on demand).
 */
export function createCardRenderer(
  workerUrl = new URL('./card-render-worker.mjs', import.meta.url),
): CardRenderer {
  let worker: Worker | null = null;
  const jobs = new Map<number, Job>();
  let nextId = 1;

  function failAll(err: Error) {
    for (const [id, job] of jobs) {
      jobs.delete(id);
      job.reject(err);
    }
  }

  function start(): Worker {
    const w = new Worker(workerUrl, {
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    w.unref();
    w.on('message', (msg: { id: number; png?: Uint8Array; error?: string }) => {
      const job = jobs.get(msg.id);
      if (!job) return;
      jobs.delete(msg.id);
      if (msg.png) job.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
      else job.reject(new Error(`card render failed: ${msg.error ?? 'unknown'}`));
    });
    // 'error' is followed by 'exit': only the first, while this is still the worker, fails the
    // jobs (a later one would fail the next worker's).
    const fail = (err: Error) => {
      if (worker !== w) return;
      worker = null;
      failAll(err);
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`card renderer exited (${code})`)));
    return w;
  }

  return {
    render(tree) {
      if (jobs.size >= MAX_QUEUED_RENDERS) {
        return Promise.reject(
          new HttpError(503, [{ msg: 'Too many cards being drawn, try again shortly', param: '' }]),
        );
      }
      const w = (worker ??= start());
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        jobs.set(id, { resolve, reject });
        w.postMessage({ id, tree, width: CARD_WIDTH, height: CARD_HEIGHT });
      });
    },
    pending: () => jobs.size,
    workers: () => (worker ? 1 : 0),
    async close() {
      const w = worker;
      worker = null;
      failAll(new Error('card renderer closed'));
      await w?.terminate();
    },
  };
}
