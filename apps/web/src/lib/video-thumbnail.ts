import type { ContentBody } from '@hoopdex/contract';

/** JW Player serves its thumbnails at {host}/thumbs/{id}.jpg (the server's CSP allows this host). */
export const JWPLAYER_THUMB_HOST = 'https://cdn.jwplayer.com';

type ThumbSource = Partial<Pick<ContentBody, 'image' | 'videoid' | 'type'>>;

/**
 * The picture for a video: its own image when it has one, else the host's thumbnail
 * (youtube hqdefault, or mqdefault for home cards; jwplayer /thumbs/{id}.jpg on its CDN, spec §7).
 * Cards fall back to a generated picture when this fails to load.
 */
export function videoThumbnail(content: ThumbSource, options: { medium?: boolean } = {}): string | undefined {
  if (content.image) return content.image;
  if (!content.videoid) return undefined;
  const id = encodeURIComponent(content.videoid);
  if (content.type === 'youtube') return `https://i.ytimg.com/vi/${id}/${options.medium ? 'mqdefault' : 'hqdefault'}.jpg`;
  if (content.type === 'jwplayer') return `${JWPLAYER_THUMB_HOST}/thumbs/${id}.jpg`;
  return undefined;
}

/** An inline SVG picture with initials, so a broken image never needs another request. */
export function fallbackImage(label: string): string {
  const initials =
    label
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90">` +
    `<rect width="160" height="90" fill="#1f1b4d"/>` +
    `<text x="80" y="56" font-family="system-ui,sans-serif" font-size="32" font-weight="700" ` +
    `fill="#c6cbf5" text-anchor="middle">${initials.replace(/[<>&"']/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
