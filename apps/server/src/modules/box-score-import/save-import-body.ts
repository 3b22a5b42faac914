import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../lib/http';
import { uploadPath, type MediaConfig } from '../media/index';

/**
 * Streams an import's request body to disk where a finished tus upload would be (decision
 * 0024): a season file is far over the 1 MB body limit and is never held in memory. More than
 * the upload limit is a 413 and leaves no file.
 */
export async function saveImportBody(
  body: Readable,
  media: MediaConfig,
): Promise<{ id: string; file: string; size: number }> {
  const id = randomBytes(16).toString('hex');
  const file = uploadPath(media, id);
  await mkdir(path.dirname(file), { recursive: true });
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > media.uploadMaxBytes)
        done(
          new HttpError(413, [{ msg: 'The file is larger than the upload limit', param: 'body' }]),
        );
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, limit, createWriteStream(file));
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return { id, file, size };
}
