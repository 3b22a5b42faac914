// The box-score parse thread's entry (parse-thread.ts). A worker thread does not inherit the
// parent's tsx loader on Node 20, so it loads the TypeScript worker through tsx's API (as the
// PGlite and backtest threads do).
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
