import type { Readable } from 'node:stream';
import { saveRequestBody, type MediaConfig } from '../media/index';

/**
 * Streams an import's request body to disk where a finished tus upload would be (decision
 * 0024): a season file is far over the 1 MB body limit and is never held in memory. More than
 * the upload limit is a 413 and leaves no file.
 */
export const saveImportBody = (body: Readable, media: MediaConfig) =>
  saveRequestBody(body, media, 'The file');
