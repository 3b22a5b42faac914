// The Studio's shapes. They mirror packages/contract/src/studio.ts (the studio-server branch), and
// become plain re-exports of it once that lands here; only types, so no zod enters the bundle.
import type { ContentType, VideoSource } from '@hoopdex/contract';

export const studioStatuses = ['draft', 'scheduled', 'processing', 'ready', 'failed', 'published', 'hidden'] as const;
export type StudioStatus = (typeof studioStatuses)[number];

export type TaggedPlayer = { slug: string; name: string };

export type StudioItem = {
  id: number;
  content_type: ContentType;
  status: StudioStatus;
  title: string | null;
  body: string | null;
  image: string | null;
  players: TaggedPlayer[];
  hashtags: string[];
  publish_at: string | null;
  publishedat: string | null;
  created_at: string;
  updated_at: string;
  /** Transcode progress 0–100 while processing. */
  progress: number | null;
  /** Why a transcode failed, or why an admin hid the item. */
  status_message: string | null;
  video: {
    type: VideoSource | 'hosted';
    videoid: string | null;
    stream_url: string | null;
    duration: number | null;
  } | null;
  view_count: number;
  like_count: number;
  comment_count: number;
};

export type StudioList = { items: StudioItem[]; counts: Partial<Record<StudioStatus, number>> };

type Common = {
  players?: string[];
  hashtags?: string[];
  status?: 'draft' | 'published';
  publish_at?: string | null;
};
export type CreateContentBody =
  | ({ content_type: 'article'; title: string; body: string; image?: string | null } & Common)
  | ({ content_type: 'video'; title: string; upload_id?: string; videoid?: string; body?: string } & Common)
  | ({ content_type: 'user_post'; body: string; image?: string | null } & Common);
export type UpdateContentBody = {
  title?: string;
  body?: string;
  image?: string | null;
} & Common;
export type CreatedContent = { id: number; status: StudioStatus };

export type UploadLimits = { max_bytes: number; quota_bytes: number; used_bytes: number };
export type UploadedImage = { url: string; width: number; height: number; srcset: string };

export type AnalyticsCounts = {
  views: number;
  unique_viewers: number;
  likes: number;
  comments: number;
  followers_gained: number;
};
export type ContentAnalytics = {
  totals: AnalyticsCounts & { avg_watch_pct: number | null };
  by_day: (AnalyticsCounts & { date: string })[];
};
