import { createReadStream } from 'node:fs';
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where hosted media lives, by key (`hosted/{item}/{version}/master.m3u8`). Files under
 * DATA_DIR/media by default; S3-compatible object storage implements the same calls.
 */
export interface MediaStorage {
  /** Copies a local folder's files under `prefix/` (the transcode's output). */
  putDir(prefix: string, localDir: string): Promise<number>;
  /** One object (an article picture's width). */
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** The object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
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

/** A key with no empty or dot part (`..`, `.x`): never outside its root, no hidden files. */
export const isSafeKey = (key: string) =>
  !key.includes('\\') && !key.split('/').some((part) => part === '' || part.startsWith('.'));

const safeKey = (key: string) => {
  if (!isSafeKey(key)) throw new Error(`bad key ${key}`);
  return key;
};

/** What a read of a key that does not exist throws (the routes answer 404). */
export class MissingKeyError extends Error {
  constructor(key: string) {
    super(`no object ${key}`);
  }
}

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
    async put(key, body) {
      await mkdir(path.dirname(at(key)), { recursive: true });
      await writeFile(at(key), body);
    },
    get: (key) => readFile(at(key)),
    async size(key) {
      const found = await stat(at(key)).catch(() => null);
      return found?.isFile() ? found.size : null;
    },
    async stream(key, range) {
      const found = await stat(at(key)).catch(() => null);
      if (!found?.isFile()) throw new MissingKeyError(key);
      const size = found.size;
      const body = createReadStream(at(key), range ? { start: range.start, end: range.end } : {});
      return { body, size };
    },
    async deletePrefix(prefix) {
      await rm(at(prefix), { recursive: true, force: true });
    },
  };
}

export { sizeOf };
