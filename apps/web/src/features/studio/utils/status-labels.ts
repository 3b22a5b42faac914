import type { StudioItem, StudioStatus } from '../api/studio-types';

export const statusLabels: Record<StudioStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
  published: 'Published',
  hidden: 'Hidden',
};

export const kindLabels: Record<StudioItem['content_type'], string> = {
  article: 'Article',
  video: 'Video',
  user_post: 'Post',
};

/** What to call an item in a list or a dialog: its title, else the start of a post's text. */
export function itemName(item: Pick<StudioItem, 'title' | 'body' | 'content_type'>): string {
  if (item.title) return item.title;
  const text = (item.body ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return `Untitled ${kindLabels[item.content_type].toLowerCase()}`;
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
