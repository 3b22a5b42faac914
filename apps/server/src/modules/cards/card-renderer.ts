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
 * A small heap for the worker. resvg's native memory (each draw's parsed SVG and pixels) is only
 * released when V8 collects the JS object holding it, and V8 does not count native memory: with
 * a roomy heap it rarely collects, and the process grew by over 1 GB across 1,000 draws before
 * falling back. A small young generation collects those objects every few draws.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 192 };

interface Job {
  resolve: (png: Buffer) => void;
  reject: (err: Error) => void;
}

export interface CardRenderer {
  render(tree: CardNode): Promise<Buffer>;
  /** Renders waiting or under way (for the bench and tests). */
  pending(): number;
  close(): Promise<void>;
}

/**
 * One worker thread renders cards, one at a time: satori and resvg are CPU-bound (resvg is
 * synchronous), and on the main thread a 30-150 ms render would stall every other request.
 * One thread leaves the other core to the server. The worker starts on the first card and is
 * unref'd, so it never keeps a process alive; a crashed worker fails its jobs and is replaced.
 */
export function createCardRenderer(): CardRenderer {
  let worker: Worker | null = null;
  const jobs = new Map<number, Job>();
  let nextId = 1;

  function start(): Worker {
    const w = new Worker(new URL('./card-render-worker.mjs', import.meta.url), {
      resourceLimits: WORKER_LIMITS,
    });
    w.unref();
    w.on('message', (msg: { id: number; png?: Uint8Array; error?: string }) => {
      const job = jobs.get(msg.id);
      if (!job) return;
      jobs.delete(msg.id);
      if (msg.png) job.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
      else job.reject(new Error(`card render failed: ${msg.error ?? 'unknown'}`));
    });
    const fail = (err: Error) => {
      if (worker === w) worker = null;
      for (const [id, job] of jobs) {
        jobs.delete(id);
        job.reject(err);
      }
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
      worker ??= start();
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        jobs.set(id, { resolve, reject });
        worker!.postMessage({ id, tree, width: CARD_WIDTH, height: CARD_HEIGHT });
      });
    },
    pending: () => jobs.size,
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
