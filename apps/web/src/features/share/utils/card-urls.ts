import { env } from '../../../config/env';

// The server's 1200×630 share cards (PNG), the same pictures link previews show.
const seg = encodeURIComponent;
export const playerCardUrl = (slug: string) => `${env.apiBaseUrl}/cards/player/${seg(slug)}.png`;
export const compareCardUrl = (a: string, b: string) =>
  `${env.apiBaseUrl}/cards/compare/${seg(a)}/${seg(b)}.png`;
export const boardCardUrl = (token: string) => `${env.apiBaseUrl}/cards/board/${seg(token)}.png`;
