import type { Database } from '../../../db/client';
import { mediaUploads } from '../../../db/schema/index';
import { type HostedVideoBody, createItem, type Saved } from '../../content/index';
import type { Publisher } from '../../publishers/index';
import { checkUploadForItem, markUploadClaimed } from '../uploads/uploads.service';
import { queueTranscode } from './media-jobs';

export interface HostedVideoInput {
  userId: string;
  publisher: Publisher;
  body: HostedVideoBody;
  /**
   * The source was written where tus keeps uploads (uploadPath) but not through tus: its upload
   * row is written here, finished. Without it the upload is the user's own finished tus upload.
   */
  file?: { size: number; filename: string; filetype: string };
}

/**
 * The one way a hosted video item is made (the Studio, the film room, the demo seed): the upload
 * row (for a written file), the item (processing), the upload claimed by it, its transcode
 * queued. Another user's upload is a 403, an unfinished or already used one a 400, before any
 * item exists. `queued` wakes this instance's job runner (the seed has none running).
 */
export async function makeHostedVideoItem(
  db: Database,
  input: HostedVideoInput,
  queued?: () => void,
): Promise<Saved> {
  const { userId, publisher, body, file } = input;
  if (file) {
    await db.insert(mediaUploads).values({
      id: body.upload_id,
      userId,
      ...file,
      completedAt: new Date(),
    });
  }
  const upload = await checkUploadForItem(db, userId, body.upload_id);
  const made = await createItem(db, userId, publisher, body, upload);
  await markUploadClaimed(db, upload.uploadId, made.row.id);
  await queueTranscode(db, made.row.id);
  queued?.();
  return made;
}
