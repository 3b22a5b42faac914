// The picture of a video, without zod: the web's cards (`@hoopdex/contract/video-thumbnail`) and
// the server's link previews (share meta) must show the same one.

/** JW Player serves its thumbnails at {host}/thumbs/{id}.jpg (the server's CSP allows this host). */
export const JWPLAYER_THUMB_HOST = 'https://cdn.jwplayer.com';

export interface ThumbSource {
  image?: string | null;
  videoid?: string | null;
  /** A hosted video's poster is its `image`. */
  type?: 'youtube' | 'jwplayer' | 'hosted' | null;
}

/**
 * The picture for a video: its own image when it has one, else the host's thumbnail
 * (youtube hqdefault, or mqdefault for home cards; jwplayer /thumbs/{id}.jpg on its CDN, spec §7).
 */
export function videoThumbnail(
  content: ThumbSource,
  options: { medium?: boolean } = {},
): string | undefined {
  if (content.image) return content.image;
  if (!content.videoid) return undefined;
  const id = encodeURIComponent(content.videoid);
  if (content.type === 'youtube')
    return `https://i.ytimg.com/vi/${id}/${options.medium ? 'mqdefault' : 'hqdefault'}.jpg`;
  if (content.type === 'jwplayer') return `${JWPLAYER_THUMB_HOST}/thumbs/${id}.jpg`;
  return undefined;
}
