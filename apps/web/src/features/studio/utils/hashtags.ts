/** "#nba, summer league #draft" → ['nba', 'summer', 'league', 'draft']: the contract's hashtag rule. */
export function parseHashtags(text: string): string[] {
  const tags = text.match(/[\p{L}\p{N}_]{1,50}/gu) ?? [];
  return [...new Set(tags)].slice(0, 20);
}

export const formatHashtags = (tags: readonly string[]) => tags.map((t) => `#${t}`).join(' ');
