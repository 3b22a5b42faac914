import type { ContentAnalytics } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sqlRows } from '../../../db/sql-rows';
import type { StudioRow } from '../publishing/publish.service';

/**
 * Records how far a playback session got (its furthest point, as a share of the video). The
 * player reports every few seconds; a session only ever moves forward.
 */
export async function recordProgress(
  db: Database,
  contentId: number,
  session: string,
  userId: string | null,
  position: number,
  duration: number,
) {
  // Two decimals: a real column cannot hold the underflow of absurd ratios (5e-324 / 1e-277).
  const pct = Math.round(Math.min(100, (position / duration) * 100) * 100) / 100;
  const [row] = await sqlRows<{ max_pct: number }>(
    db,
    sql`insert into watch_progress (content_id, session, user_id, max_pct, day)
        select id, ${session}, ${userId}, ${pct}, to_char(now() at time zone 'utc', 'YYYY-MM-DD')
        from content_items where id = ${contentId}
        on conflict (content_id, session) do update
          set max_pct = greatest(watch_progress.max_pct, excluded.max_pct), updated_at = now()
        returning max_pct`,
  );
  return row ? Math.round(Number(row.max_pct) * 10) / 10 : null;
}

interface DayRow {
  date: string;
  views: number | string;
  unique_viewers: number | string;
  likes: number | string;
  comments: number | string;
  followers_gained: number | string;
}

/**
 * Per-day numbers of one item over the last `days` (UTC days). Unique viewers: distinct
 * signed-in viewers plus anonymous playback sessions. Followers gained: new followers of the
 * item's creator from the day it went public (the rule the Studio names beside the chart).
 */
export async function itemAnalytics(
  db: Database,
  row: StudioRow,
  days: number,
): Promise<ContentAnalytics> {
  const id = row.contentId;
  const zero = { views: 0, unique_viewers: 0, likes: 0, comments: 0, followers_gained: 0 };
  if (id == null || row.status !== 'published')
    return { totals: { ...zero, avg_watch_pct: null }, by_day: [] };
  const since = row.publishedat ?? new Date(0);
  const rows = await sqlRows<DayRow>(
    db,
    sql`with days as (
          select to_char(d, 'YYYY-MM-DD') as date
          from generate_series(((now() at time zone 'utc')::date - ${days - 1}::int)::timestamp,
                               (now() at time zone 'utc')::date::timestamp, interval '1 day') d)
        select days.date,
          (select count(*) from video_views v where v.content_id = ${id}
             and to_char(v.viewed_at at time zone 'utc', 'YYYY-MM-DD') = days.date) as views,
          (select count(distinct v.user_id) from video_views v where v.content_id = ${id}
             and to_char(v.viewed_at at time zone 'utc', 'YYYY-MM-DD') = days.date)
          + (select count(*) from watch_progress w where w.content_id = ${id} and w.user_id is null
             and w.day = days.date) as unique_viewers,
          (select count(*) from likes l where l.content_id = ${id}
             and to_char(l.created_at at time zone 'utc', 'YYYY-MM-DD') = days.date) as likes,
          (select count(*) from comments m where m.content_id = ${id}
             and to_char(m.created_at at time zone 'utc', 'YYYY-MM-DD') = days.date) as comments,
          (select count(*) from follows f where f.follow_type = 'creator' and f.target_id = ${row.creatorId}
             and f.created_at >= ${since.toISOString()}::timestamptz
             and to_char(f.created_at at time zone 'utc', 'YYYY-MM-DD') = days.date) as followers_gained
        from days order by days.date`,
  );
  const [totals] = await sqlRows<DayRow & { avg_watch_pct: number | null; view_count: number }>(
    db,
    sql`select c.view_count,
          (select count(*) from video_views v where v.content_id = c.id) as views,
          (select count(distinct v.user_id) from video_views v where v.content_id = c.id)
          + (select count(*) from watch_progress w where w.content_id = c.id and w.user_id is null) as unique_viewers,
          (select count(*) from likes l where l.content_id = c.id) as likes,
          (select count(*) from comments m where m.content_id = c.id) as comments,
          (select count(*) from follows f where f.follow_type = 'creator' and f.target_id = ${row.creatorId}
             and f.created_at >= ${since.toISOString()}::timestamptz) as followers_gained,
          (select avg(max_pct) from watch_progress w where w.content_id = c.id) as avg_watch_pct
        from content_items c where c.id = ${id}`,
  );
  const num = (v: number | string | null | undefined) => Number(v ?? 0);
  return {
    totals: {
      views: Math.max(num(totals?.views), num(totals?.view_count)),
      unique_viewers: num(totals?.unique_viewers),
      likes: num(totals?.likes),
      comments: num(totals?.comments),
      followers_gained: num(totals?.followers_gained),
      avg_watch_pct:
        row.videoSource === 'hosted' && totals?.avg_watch_pct != null
          ? Math.round(Number(totals.avg_watch_pct) * 10) / 10
          : null,
    },
    by_day: rows.map((r) => ({
      date: r.date,
      views: num(r.views),
      unique_viewers: num(r.unique_viewers),
      likes: num(r.likes),
      comments: num(r.comments),
      followers_gained: num(r.followers_gained),
    })),
  };
}
