/** Spec §4: no related videos, autoplay, controls, modest branding, annotations off, loop list, JS API. */
export function youtubeEmbedUrl(videoId: string): string {
  const id = encodeURIComponent(videoId);
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0&autoplay=1&controls=1&modestbranding=1&iv_load_policy=3&playlist=${id}&enablejsapi=1`;
}

/** JW Player media feed for a hosted video id. */
export function jwplayerPlaylistUrl(videoId: string): string {
  return `https://cdn.jwplayer.com/v2/media/${encodeURIComponent(videoId)}`;
}
