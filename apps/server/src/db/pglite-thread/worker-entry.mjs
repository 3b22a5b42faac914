// The PGlite thread's entry (decision 0038). A worker thread does not inherit the parent's tsx
// loader on Node 20, so it loads the TypeScript worker through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
