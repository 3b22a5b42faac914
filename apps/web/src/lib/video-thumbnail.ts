// The rule lives in the contract, zod-free, so the server's link previews pick the same picture.
export { JWPLAYER_THUMB_HOST, videoThumbnail } from '@hoopdex/contract/video-thumbnail';

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
