import { studioStatuses, type StudioItem, type StudioStatus } from '@hoopdex/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sqlRows } from '../../../db/sql-rows';
import { itemPath } from '../item-path';

interface Row {
  id: number;
  content_id: number | null;
  content_type: StudioItem['content_type'];
  status: StudioStatus;
  title: string | null;
  body: string | null;
  image: string | null;
  hashtags: string[];
  players: { slug: string; name: string }[] | null;
  publish_at: string | Date | null;
  publishedat: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  progress: number | null;
  status_message: string | null;
  video_source: 'youtube' | 'jwplayer' | 'hosted' | null;
  videoid: string | null;
  stream_url: string | null;
  duration: number | null;
  thumbnails: NonNullable<StudioItem['video']>['thumbnails'];
  profile_key: string;
  view_count: number | null;
  like_count: number | null;
  comment_count: number | string | null;
}

const iso = (d: string | Date | null) => (d == null ? null : new Date(d).toISOString());

function pathOf(r: Row): string | null {
  if (r.status !== 'published' || r.content_id == null) return null;
  return itemPath(
    { contentType: r.content_type, videoid: r.videoid, contentId: r.content_id },
    r.profile_key,
  );
}

function toItem(r: Row): StudioItem {
  return {
    id: r.id,
    content_id: r.status === 'published' ? r.content_id : null,
    path: pathOf(r),
    content_type: r.content_type,
    status: r.status,
    title: r.title,
    body: r.body,
    image: r.image,
    players: r.players ?? [],
    hashtags: r.hashtags ?? [],
    publish_at: iso(r.publish_at),
    publishedat: iso(r.publishedat),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    progress: r.status === 'processing' ? Number(r.progress ?? 0) : null,
    status_message: r.status_message,
    video:
      r.content_type === 'video' && r.video_source
        ? {
            type: r.video_source,
            videoid: r.videoid,
            stream_url: r.stream_url,
            duration: r.duration,
            thumbnails: r.thumbnails ?? null,
          }
        : null,
    view_count: r.view_count ?? 0,
    like_count: r.like_count ?? 0,
    comment_count: Number(r.comment_count ?? 0),
  };
}

const select = (where: SQL, tail: SQL) => sql`
  select s.id, s.content_id, s.content_type, s.status, s.title, s.body, s.image, s.hashtags,
    s.publish_at, s.publishedat, s.created_at, s.updated_at, s.status_message, s.video_source,
    s.videoid, s.stream_url, s.duration, s.thumbnails, cr.profile_key,
    c.view_count, c.like_count,
    (select count(*) from comments m where m.content_id = c.id) as comment_count,
    (select j.progress from media_jobs j where j.studio_item_id = s.id
       order by j.id desc limit 1) as progress,
    (select json_agg(json_build_object('slug', p.slug, 'name', p.firstname || ' ' || p.lastname)
            order by array_position(s.player_ids, p.id))
       from players p where p.id = any(s.player_ids)) as players
  from studio_items s
  join creators cr on cr.id = s.creator_id
  left join content_items c on c.id = s.content_id and s.status = 'published'
  where ${where} ${tail}`;

export async function readItem(db: Database, id: number): Promise<StudioItem | null> {
  const [row] = await sqlRows<Row>(db, select(sql`s.id = ${id}`, sql``));
  return row ? toItem(row) : null;
}

/** One's own items, newest edit first; `q` matches title or body; counts ignore `status`. */
export async function listOwnItems(
  db: Database,
  userId: string,
  q: { status?: StudioStatus | undefined; q?: string | undefined; limit: number; offset: number },
) {
  const own = sql`s.user_id = ${userId}`;
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, '\\$&')}%` : null;
  const text = like ? sql` and (s.title ilike ${like} or s.body ilike ${like})` : sql``;
  const byStatus = q.status ? sql` and s.status = ${q.status}` : sql``;
  const rows = await sqlRows<Row>(
    db,
    select(
      sql`${own}${text}${byStatus}`,
      sql`order by s.updated_at desc, s.id desc limit ${q.limit} offset ${q.offset}`,
    ),
  );
  const countRows = await sqlRows<{ status: StudioStatus; n: number | string }>(
    db,
    sql`select s.status, count(*) as n from studio_items s where ${own}${text} group by s.status`,
  );
  const counts = Object.fromEntries(studioStatuses.map((s) => [s, 0])) as Record<
    StudioStatus,
    number
  >;
  for (const c of countRows) counts[c.status] = Number(c.n);
  const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { items: rows.map(toItem), counts, total };
}
