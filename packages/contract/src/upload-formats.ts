// What an upload may be, declared once (issue 30, decision 0027) and without zod: the server's
// checks and the web's file pickers both read it (`@hoopdex/contract/upload-formats`).

/**
 * Article pictures (POST /api/me/images). The server decodes each with sharp and re-encodes it
 * (WebP widths and a JPEG/PNG fallback), so the source need not be one a browser shows. HEIC
 * (iPhone photos, HEVC inside HEIF) is not on the list: sharp's bundled libvips reads AVIF
 * through libheif but cannot decode HEVC, so the editor does not offer what the server refuses.
 */
export const ARTICLE_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
] as const;
export type ArticleImageType = (typeof ARTICLE_IMAGE_TYPES)[number];

/** The file picker's `accept`. */
export const ARTICLE_IMAGE_ACCEPT = ARTICLE_IMAGE_TYPES.join(',');

/** Largest article picture: the server's body limit, and what the editor says before sending. */
export const ARTICLE_IMAGE_MAX_BYTES = 15 * 1024 * 1024;

/** Videos (tus at /api/uploads): any video the server's ffprobe reads. */
export const VIDEO_UPLOAD_ACCEPT = 'video/*';

/**
 * The video limits' defaults. The server's settings (UPLOAD_MAX_BYTES, UPLOAD_QUOTA_BYTES) may
 * change them per deployment, so the web reads the live ones from GET /api/me/uploads/limits.
 */
export const VIDEO_UPLOAD_MAX_BYTES_DEFAULT = 2 * 1024 ** 3;
export const VIDEO_QUOTA_BYTES_DEFAULT = 10 * 1024 ** 3;
