import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../../lib/http';
import { uploadPath, type MediaConfig } from '../media-config';

/**
 * Streams a request body to disk where a finished tus upload would be (a film, a season's box
 * scores: far over the JSON body limit, never held in memory). More than the upload limit is a
 * 413 naming `what` and leaves no file. The film room and the box-score import both take bodies
 * this way.
 */
export async function saveRequestBody(
  body: Readable,
  media: MediaConfig,
  what: string,
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
          new HttpError(413, [{ msg: `${what} is larger than the upload limit`, param: 'body' }]),
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
