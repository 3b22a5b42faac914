import type { CreateContentBody, StudioStatus, UpdateContentBody } from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { studioItems } from '../../../db/schema/index';
import { badRequest } from '../../../lib/http';
import { resolvePlayerTags } from './player-tags';
import type { Publisher } from '../../publishers/index';
import { materialize, publishedEvent, withdraw, type StudioRow } from './publish.service';
import type { ContentPublished } from './publishing-events';
import { mentionedSlugs, sanitizeArticle } from './sanitize-article';

/** A hosted upload handed to a new video item: checked and claimed by the uploads module. */
export interface HostedVideo {
  uploadId: string;
  bytes: number;
}

function futureOrThrow(publishAt: string | null | undefined, now: Date): Date | null {
  if (publishAt == null) return null;
  const at = new Date(publishAt);
  if (at.getTime() <= now.getTime()) throw badRequest('must be in the future', 'publish_at');
  return at;
}

/** Tags named in `players` plus the `/player/{slug}` mentions of an article. */
async function tagsOf(db: Database, players: string[] | undefined, cleanBody: string | null) {
  const mentioned = cleanBody ? mentionedSlugs(cleanBody) : [];
  return resolvePlayerTags(db, [...(players ?? []), ...mentioned]);
}

export interface Saved {
  row: StudioRow;
  /** Set when this call published the item for the first time: the alerts go out. */
  event: ContentPublished | null;
}

/**
 * Creates an item: a draft, a scheduled item (publish_at), or published now. A hosted video
 * starts `processing` and publishes itself once ready when asked to publish.
 */
export async function createItem(
  db: Database,
  userId: string,
  publisher: Publisher,
  input: CreateContentBody,
  hosted: HostedVideo | null,
  now = new Date(),
): Promise<Saved> {
  const publishAt = futureOrThrow(input.publish_at, now);
  const body =
    input.content_type === 'article' ? sanitizeArticle(input.body) : (input.body ?? null);
  if (input.content_type === 'article' && !body?.trim())
    throw badRequest('Body is required', 'body');
  const playerIds = await tagsOf(db, input.players, input.content_type === 'article' ? body : null);
  // Without `status` an item publishes (the call's meaning before the Studio: scripts rely on it).
  const wantsPublish = (input.status ?? 'published') === 'published';
  const status: StudioStatus = hosted
    ? 'processing'
    : !wantsPublish
      ? 'draft'
      : publishAt
        ? 'scheduled'
        : 'published';
  const isVideo = input.content_type === 'video';
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [row] = await tx
      .insert(studioItems)
      .values({
        userId,
        creatorId: publisher.id,
        contentType: input.content_type,
        status: status === 'published' ? 'draft' : status,
        publishWhenReady: Boolean(hosted) && wantsPublish,
        title: input.content_type === 'user_post' ? null : input.title,
        body,
        image: 'image' in input ? (input.image ?? null) : null,
        hashtags: input.hashtags ?? [],
        playerIds,
        publishAt,
        videoSource: isVideo ? (hosted ? 'hosted' : 'youtube') : null,
        videoid: isVideo ? (hosted ? hosted.uploadId : (input.videoid ?? null)) : null,
        uploadId: hosted?.uploadId ?? null,
        bytes: hosted?.bytes ?? 0,
      })
      .returning();
    if (status !== 'published') return { row: row!, event: null };
    const published = await materialize(tx, row!, publisher, now);
    return { row: published, event: publishedEvent(published, publisher) };
  });
}

/**
 * Edits an item. `status: 'draft'` unpublishes (the public row goes); `status: 'published'`
 * publishes (now, or at `publish_at`); a published item edited stays published and its public
 * row follows the edit.
 */
export async function updateItem(
  db: Database,
  row: StudioRow,
  publisher: Publisher,
  input: UpdateContentBody,
  now = new Date(),
): Promise<Saved> {
  if (row.status === 'hidden')
    throw badRequest('An admin hid this item; it cannot be edited', 'status');
  const publishAt =
    input.publish_at === undefined ? undefined : futureOrThrow(input.publish_at, now);
  const body =
    input.body === undefined
      ? row.body
      : row.contentType === 'article'
        ? sanitizeArticle(input.body)
        : input.body;
  if (row.contentType !== 'video' && !body?.trim()) throw badRequest('Body is required', 'body');
  if (input.title !== undefined && row.contentType === 'user_post')
    throw badRequest('A post has no title', 'title');
  const playerIds =
    input.players !== undefined || input.body !== undefined
      ? await tagsOf(db, input.players ?? [], row.contentType === 'article' ? body : null)
      : row.playerIds;
  const processing = row.status === 'processing' || row.status === 'failed';
  const wasPublished = row.status === 'published';
  let status: StudioStatus = row.status;
  let publishWhenReady = row.publishWhenReady;
  const effectiveAt = publishAt === undefined ? row.publishAt : publishAt;
  if (input.status === 'draft') {
    publishWhenReady = false;
    if (!processing)
      status = row.status === 'ready' && row.videoSource === 'hosted' ? 'ready' : 'draft';
  } else if (input.status === 'published') {
    if (processing) publishWhenReady = true;
    else status = effectiveAt ? 'scheduled' : 'published';
  } else if (status === 'scheduled' && publishAt === null) status = 'draft';
  else if (status === 'draft' && publishAt) status = 'scheduled';
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [updated] = await tx
      .update(studioItems)
      .set({
        title: input.title ?? row.title,
        body,
        image: input.image === undefined ? row.image : input.image,
        hashtags: input.hashtags ?? row.hashtags,
        playerIds,
        publishAt: status === 'scheduled' ? effectiveAt : null,
        publishWhenReady,
        status: status === 'published' ? row.status : status,
        updatedAt: sql`now()`,
      })
      .where(eq(studioItems.id, row.id))
      .returning();
    if (status !== 'published') {
      if (wasPublished) await withdraw(tx, updated!);
      return { row: updated!, event: null };
    }
    const published = await materialize(tx, updated!, publisher, row.publishedat ?? now);
    return { row: published, event: wasPublished ? null : publishedEvent(published, publisher) };
  });
}

/** Deletes an item and its public row (feeds, search, tags); storage is the caller's. */
export async function deleteItem(db: Database, row: StudioRow) {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await withdraw(tx, row, { keep: false });
    await tx.delete(studioItems).where(eq(studioItems.id, row.id));
  });
}
