import type { ParsedQuestion } from './parse-question';

const opSigns = { gte: '>=', gt: '>', lte: '<=', lt: '<' } as const;

/**
 * A reading in one line, for the question set (question-set.txt) and its test: only what
 * differs from the defaults (intent rank, by the stats, league NBA for rankings, season, per game, best
 * first), e.g. `league=ncaam pos=Guard stat=ast` or `intent=compare names=marville|sorvik`.
 */
export function readingNotation(p: ParsedQuestion): string {
  const parts: string[] = [];
  if (p.intent !== 'rank') parts.push(`intent=${p.intent}`);
  if (p.measure !== 'stats') parts.push(`by=${p.measure}`);
  if (p.league && !(p.intent === 'rank' && p.league === 'nba')) parts.push(`league=${p.league}`);
  if (p.interval !== 'latest_season') parts.push('interval=week');
  if (p.lastGames !== null) parts.push(`last=${p.lastGames}`);
  if (p.position) parts.push(`pos=${p.position}`);
  if (p.schoolYear) parts.push(`class=${p.schoolYear}`);
  if (p.stats.length) parts.push(`stat=${p.stats.join(',')}`);
  if (p.mode !== 'average') parts.push(`mode=${p.mode}`);
  if (p.dir !== 'desc') parts.push(`dir=${p.dir}`);
  if (p.limit !== null) parts.push(`limit=${p.limit}`);
  if (p.thresholds.length)
    parts.push(`f=${p.thresholds.map((t) => `${t.stat}${opSigns[t.op]}${t.value}`).join(',')}`);
  if (p.names.length) parts.push(`names=${p.names.join('|')}`);
  if (!p.understood && !p.names.length) parts.push('unknown');
  return parts.join(' ');
}
