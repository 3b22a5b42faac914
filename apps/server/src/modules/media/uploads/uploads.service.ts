import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mediaUploads } from '../../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../../lib/http';
import { sqlRows } from '../../../db/sql-rows';

/**
 * Bytes a user keeps: unclaimed uploads (still on disk) plus their items' stored media. An
 * upload taken by an item is counted once, through the item.
 */
export async function usedBytes(db: Database, userId: string): Promise<number> {
  const [row] = await sqlRows<{ n: string | number | null }>(
    db,
    sql`select
          coalesce((select sum(size) from media_uploads
                    where user_id = ${userId} and studio_item_id is null), 0)
        + coalesce((select sum(bytes) from studio_items where user_id = ${userId}), 0) as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Hands a finished upload to a new video item, once: another user's upload is a 403, an
 * unfinished one (truncated) a 400. Answers its size.
 */
export async function checkUploadForItem(db: Database, userId: string, uploadId: string) {
  const [upload] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId));
  if (!upload) throw notFound('No such upload', 'upload_id');
  if (upload.userId !== userId) throw forbidden('This upload belongs to another user');
  if (!upload.completedAt)
    throw badRequest('The upload is not finished: resume it before publishing', 'upload_id');
  if (upload.studioItemId != null)
    throw badRequest('This upload is already used by another item', 'upload_id');
  return { uploadId, bytes: upload.size };
}

export async function markUploadClaimed(db: Database, uploadId: string, studioItemId: number) {
  const done = await db
    .update(mediaUploads)
    .set({ studioItemId })
    .where(and(eq(mediaUploads.id, uploadId), isNull(mediaUploads.studioItemId)))
    .returning({ id: mediaUploads.id });
  if (!done.length) throw badRequest('This upload is already used by another item', 'upload_id');
}

/** A tus upload begins: its row is made at once, so ownership and the quota hold from byte one. */
export async function recordUpload(
  db: Database,
  upload: {
    id: string;
    userId: string;
    size: number;
    filename: string | null;
    filetype: string | null;
  },
) {
  await db.insert(mediaUploads).values({
    ...upload,
    filename: upload.filename?.slice(0, 300) ?? null,
    filetype: upload.filetype?.slice(0, 100) ?? null,
  });
}

export async function markUploadFinished(db: Database, uploadId: string) {
  await db
    .update(mediaUploads)
    .set({ completedAt: sql`now()` })
    .where(eq(mediaUploads.id, uploadId));
}

/** A terminated upload (tus DELETE) frees its quota. */
export async function forgetUpload(db: Database, uploadId: string) {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, uploadId));
}

export async function uploadRow(db: Database, uploadId: string) {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId));
  return row ?? null;
}
