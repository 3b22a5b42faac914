import { createReadStream } from 'node:fs';
import { cp, mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where hosted media lives, by key (`hosted/{item}/{version}/master.m3u8`). Files under
 * DATA_DIR/media by default; S3-compatible object storage implements the same calls.
 */
export interface MediaStorage {
  /** Copies a local folder's files under `prefix/` (the transcode's output). */
  putDir(prefix: string, localDir: string): Promise<number>;
  get(key: string): Promise<Buffer>;
  /** A byte range (inclusive end) or the whole object, with its total size. */
  stream(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ body: Readable; size: number }>;
  /** Removes every key under `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** A local folder the media routes can serve with Range (file storage only). */
  localRoot?: string;
}

const safeKey = (key: string) => {
  if (key.split('/').some((part) => part === '..' || part === ''))
    throw new Error(`bad key ${key}`);
  return key;
};

async function sizeOf(dir: string): Promise<number> {
  const { readdir } = await import('node:fs/promises');
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    total += entry.isDirectory() ? await sizeOf(at) : (await stat(at)).size;
  }
  return total;
}

export function createFileStorage(root: string): MediaStorage {
  const at = (key: string) => path.join(root, safeKey(key));
  return {
    localRoot: root,
    async putDir(prefix, localDir) {
      await mkdir(at(prefix), { recursive: true });
      await cp(localDir, at(prefix), { recursive: true });
      return sizeOf(localDir);
    },
    get: (key) => readFile(at(key)),
    async stream(key, range) {
      const { size } = await stat(at(key));
      const body = createReadStream(at(key), range ? { start: range.start, end: range.end } : {});
      return { body, size };
    },
    async deletePrefix(prefix) {
      await rm(at(prefix), { recursive: true, force: true });
    },
  };
}

export { sizeOf };
