// The rule lives in the contract, zod-free, so the server's link previews pick the same picture.
export { JWPLAYER_THUMB_HOST, videoThumbnail } from '@hoopdex/contract/video-thumbnail';

/**
 * An inline SVG picture with initials, so a missing or broken image never needs another request:
 * 16:9 for thumbnails, square for avatars (a wide picture in a square box drew bands, decision 0032).
 */
export function fallbackImage(label: string, shape: 'wide' | 'square' = 'wide'): string {
  const initials =
    label
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?';
  const [w, h] = shape === 'square' ? [90, 90] : [160, 90];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="#1f1b4d"/>` +
    `<text x="${w / 2}" y="56" font-family="system-ui,sans-serif" font-size="32" font-weight="700" ` +
    `fill="#c6cbf5" text-anchor="middle">${initials.replace(/[<>&"']/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
