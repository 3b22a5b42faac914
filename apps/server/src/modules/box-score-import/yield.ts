import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets the event loop answer requests between slices of an import's work. Awaiting a PGlite
 * query only goes through microtasks, so a loop of them would never let a request in.
 */
export const yieldToEventLoop = () => nextTurn();
