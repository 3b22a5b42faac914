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
 * Draws before a worker is replaced by a fresh one. Memory the renderer keeps outside the JS heap
 * grows by ~3 MB per compare card and is not given back by garbage collection (measured: 120
 * compare cards +270 MB, all returned when the worker ends). A fresh worker costs a font load
 * (~0.3-0.8 s of that thread, not the server's) per this many cards, and bounds the memory.
 */
const DRAWS_PER_WORKER = 12;

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
  interface Slot {
    worker: Worker;
    jobs: Map<number, Job>;
    draws: number;
  }
  let current: Slot | null = null;
  const slots = new Set<Slot>();
  let nextId = 1;

  function start(): Slot {
    const worker = new Worker(new URL('./card-render-worker.mjs', import.meta.url));
    const slot: Slot = { worker, jobs: new Map(), draws: 0 };
    slots.add(slot);
    worker.unref();
    worker.on('message', (msg: { id: number; png?: Uint8Array; error?: string }) => {
      const job = slot.jobs.get(msg.id);
      if (!job) return;
      slot.jobs.delete(msg.id);
      if (msg.png) job.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
      else job.reject(new Error(`card render failed: ${msg.error ?? 'unknown'}`));
      retireIfDone(slot);
    });
    const fail = (err: Error) => {
      if (current === slot) current = null;
      slots.delete(slot);
      for (const [id, job] of slot.jobs) {
        slot.jobs.delete(id);
        job.reject(err);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`card renderer exited (${code})`)));
    return slot;
  }

  /** A worker past its draws ends once its last job is answered. */
  function retireIfDone(slot: Slot) {
    if (slot !== current && slot.jobs.size === 0) {
      slots.delete(slot);
      void slot.worker.terminate();
    }
  }

  const pending = () => [...slots].reduce((n, s) => n + s.jobs.size, 0);

  return {
    render(tree) {
      if (pending() >= MAX_QUEUED_RENDERS) {
        return Promise.reject(
          new HttpError(503, [{ msg: 'Too many cards being drawn, try again shortly', param: '' }]),
        );
      }
      if (current && current.draws >= DRAWS_PER_WORKER) {
        const old = current;
        current = null;
        retireIfDone(old);
      }
      const slot = (current ??= start());
      slot.draws += 1;
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        slot.jobs.set(id, { resolve, reject });
        slot.worker.postMessage({ id, tree, width: CARD_WIDTH, height: CARD_HEIGHT });
      });
    },
    pending,
    async close() {
      current = null;
      await Promise.all([...slots].map((s) => s.worker.terminate()));
    },
  };
}
