import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { HttpError } from '../../lib/http';
import { saveRequestBody, type MediaConfig } from '../media/index';

/**
 * Writes a request body (the film) where a finished tus upload would be, streaming (a film is
 * far over the JSON body limit), and refuses more than the upload limit with a 413 and no file.
 */
export async function saveBody(
  body: Readable,
  media: MediaConfig,
): Promise<{ id: string; file: string; size: number }> {
  const saved = await saveRequestBody(body, media, 'The film');
  if (saved.size === 0) {
    await rm(saved.file, { force: true });
    throw new HttpError(400, [{ msg: 'The body must be the video file', param: 'body' }]);
  }
  return saved;
}
