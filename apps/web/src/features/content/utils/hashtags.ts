/** Hashtags are stored as one comma-separated string (spec §3); '#' marks are optional. */
export function hashtagList(hashtags: string | null | undefined): string[] {
  if (!hashtags) return [];
  return hashtags
    .split(',')
    .map((tag) => tag.trim().replace(/^#+/, ''))
    .filter(Boolean);
}
