import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../lib/http';
import { uploadPath, type MediaConfig } from '../media/index';

/**
 * Writes a request body (the film) where a finished tus upload would be, streaming (a film is
 * far over the JSON body limit), and refuses more than the upload limit with a 413 and no file.
 */
export async function saveBody(
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
          new HttpError(413, [{ msg: 'The film is larger than the upload limit', param: 'body' }]),
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
  if (size === 0) {
    await rm(file, { force: true });
    throw new HttpError(400, [{ msg: 'The body must be the video file', param: 'body' }]);
  }
  return { id, file, size };
}
