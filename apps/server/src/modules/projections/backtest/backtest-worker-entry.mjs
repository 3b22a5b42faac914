// The backtest thread's entry (backtest-thread.ts). A worker thread does not inherit the parent's
// tsx loader on Node 20, so it loads the TypeScript worker through tsx's API (as the PGlite
// thread does).
import { tsImport } from 'tsx/esm/api';

await tsImport('./backtest-worker.ts', import.meta.url);
