import type { ContentItem } from '@hoopdex/contract';
import { http, HttpResponse } from 'msw';
import { makeContentItem, makeCreator } from '../fixtures';

// MSW handlers for the Discover / watch / read pages' side calls, so a page test only spells
// the calls it is about.

const envelope = <T>(data: T, rowCount = Array.isArray(data) ? data.length : 1) => HttpResponse.json({ data, rowCount });

/** n content items with distinct ids and video ids, newest first. */
export function makeItems(n: number, start = 1, overrides: Partial<ContentItem> = {}): ContentItem[] {
  return Array.from({ length: n }, (_, i) =>
    makeContentItem({ id: start + i, ...overrides }, { title: `Item ${start + i}`, videoid: `vid${start + i}` }),
  );
}

export const adminCreator = makeCreator({ id: 99, type: 'admin', displayname: 'root', profile_key: 'admin' });

/** The home page's right column and the shared lists: all empty unless a test says otherwise. */
export const sideHandlers = [
  http.get('/api/getDraftPicks', () => envelope([])),
  http.get('/api/getDraftYear', () => envelope([{ year: 2025 }])),
  http.get('/api/players', () => envelope([])),
  http.get('/api/content', () => envelope([])),
  http.get('/api/playersByVideoId', () => envelope([])),
  http.get('/api/content/:id/comments', () => envelope([])),
  http.get('/api/me/likesById', () => envelope({ liked: false, like_count: 0 })),
  http.get('/api/me/userFollowsBySlug', () => envelope({ following: false, fan_count: 0 })),
  http.post('/api/video-analytics', () => envelope({ contentId: 1, view_count: 1 })),
];

export { envelope };
