import type { ContentItem } from '@hoopdex/contract';
import { ArticleCard } from './article-card';
import { PostCard } from './post-card';
import { VideoCard } from './video-card';

type FeedItemCardProps = { item: ContentItem; mediumThumbnail?: boolean; p?: string | number | null };

/** Spec §2 feed items: a video card, a status-update post card or an article card. */
export function FeedItemCard({ item, mediumThumbnail, p }: FeedItemCardProps) {
  // The home feed also calls user posts 'post' (spec §3).
  const type: string = item.content_type;
  if (type === 'article') return <ArticleCard item={item} />;
  if (type === 'user_post' || type === 'post') return <PostCard item={item} />;
  return <VideoCard item={item} mediumThumbnail={mediumThumbnail} p={p ?? item.content.playlistid} />;
}
