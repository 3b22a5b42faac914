/** Spec §9: a lazy chunk that has not arrived in 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_FAILED_MESSAGE = 'Loading chunk failed';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super(CHUNK_FAILED_MESSAGE, { cause });
  }
}

/** Wraps a dynamic import so a network failure or a stall becomes one recognisable error. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Loading chunk failed|dynamically imported module|Importing a module script failed/i.test(message);
}
