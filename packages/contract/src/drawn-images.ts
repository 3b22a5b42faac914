// Drawn pictures (avatars, crests, thumbnails) are SVG documents the server generates
// (`/media/{kind}/{key}.svg`). A browser builds a whole isolated document for every SVG <img>:
// 30–170 ms of main thread each at a phone's speed (Chromium 156, 4× CPU slowdown), one task per
// picture, 15 on the landing. Pages therefore show the same picture as WebP drawn by the server at
// one of a few widths (`/media/{kind}/{key}.webp?w=`); the SVG stays for anything that wants it.
// Zod-free, so the web client and the server share the one rule.

/** The widths a drawn picture is rasterized at: few, so each is drawn and cached once. */
export const RASTER_WIDTHS = [64, 96, 128, 192, 256, 384, 512, 768, 1024] as const;
export type RasterWidth = (typeof RASTER_WIDTHS)[number];

/** Without a width to go by (a card sized by its CSS), a picture is drawn this wide. */
const UNSIZED_WIDTH: RasterWidth = 512;
const WIDEST: RasterWidth = 1024;

const DRAWN = /^\/media\/(avatars|logos|thumbs)\/([a-z0-9-]{1,120})\.svg(?:\?(.*))?$/;

/** The smallest width that covers `cssWidth` on a 2× screen (the widest when none does). */
export function rasterWidth(cssWidth: number | undefined): RasterWidth {
  if (cssWidth === undefined || !Number.isFinite(cssWidth) || cssWidth <= 0) return UNSIZED_WIDTH;
  return RASTER_WIDTHS.find((w) => w >= cssWidth * 2) ?? WIDEST;
}

/**
 * The WebP form of one of our drawn SVG pictures, sized for an image `cssWidth` pixels wide;
 * any other picture (a real photo, another site's, a data: URI) is returned as it is.
 */
export function rasterSrc(src: string, cssWidth?: number): string {
  const m = DRAWN.exec(src);
  if (!m) return src;
  // The query as it came (`look=`), but for a width of its own.
  const params = (m[3] ?? '').split('&').filter((p) => p && !/^w(=|$)/.test(p));
  params.push(`w=${rasterWidth(cssWidth)}`);
  return `/media/${m[1]}/${m[2]}.webp?${params.join('&')}`;
}
