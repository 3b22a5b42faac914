import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets the event loop answer requests between slices of long work (an import, a league's
 * projections, a Value board). Awaiting a PGlite query only goes through microtasks, so a loop
 * of them would never let a request in: the whole loop ran as one block.
 */
export const yieldToEventLoop = () => nextTurn();

/**
 * A loop's breather: call it once per item; it yields when the loop has held the event loop
 * for `sliceMs` since the last yield, so requests wait at most about that long.
 */
export function eventLoopSlicer(sliceMs = 5): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
