import type { contentItems } from '../db/schema/index';
import { normalizeSearch, slugify } from '../lib/normalize';
import {
  articleParagraphs,
  articleTitles,
  hashtagPool,
  postTexts,
  videoTitles,
} from './data/words';
import { DAY_MS } from './dates';
import type { Rng } from './random';

export type ContentRow = typeof contentItems.$inferInsert;
export type CreatorType = 'show' | 'player' | 'creator' | 'admin';

export interface Author {
  id: number;
  type: CreatorType;
  image: string | null;
  fanCount: number;
  showId: number | null;
  /** The player behind a player profile: tagged in its videos. */
  player: TaggablePlayer | null;
}

export interface TaggablePlayer {
  id: number;
  name: string;
  team: string;
  /** League code (nba, gleague, ncaam, ncaaw). */
  league: string;
}

export interface ContentContext {
  dayStartMs: number;
  /** Content spreads over this many days before dayStartMs. */
  spanDays: number;
  players: readonly TaggablePlayer[];
  /** Opponents when a league has no list of its own below. */
  teams: readonly string[];
  /** Opponents and co-stars come from the featured player's own league. */
  teamsByLeague?: Readonly<Record<string, readonly string[]>>;
  playersByLeague?: Readonly<Record<string, readonly TaggablePlayer[]>>;
  /** Titles already used: a new title is drawn again until it is new (then added). */
  titles?: Set<string>;
}

/** The hashtag that names a league, and how titles name it. */
export const leagueTags: Readonly<Record<string, string>> = {
  nba: 'nba',
  gleague: 'gleague',
  ncaam: 'mbb',
  ncaaw: 'wbb',
};
const leagueWords: Readonly<Record<string, string>> = {
  nba: 'NBA',
  gleague: 'G League',
  ncaam: "men's college",
  ncaaw: "women's college",
};
const collegeTags = new Set(['ncaa', 'marchmadness', 'nil']);

/** Two to four distinct tags: the league's own first, then general ones (college ones for college). */
export function hashtagsFor(rng: Rng, league: string): string {
  const own = leagueTags[league];
  const college = league === 'ncaam' || league === 'ncaaw';
  const general = hashtagPool.filter(
    (t) => !Object.values(leagueTags).includes(t) && (college || !collegeTags.has(t)),
  );
  return [...(own ? [own] : []), ...rng.sample(general, rng.int(1, 3))].join(',');
}

const typeMix: Record<CreatorType, readonly (readonly [ContentRow['contentType'], number])[]> = {
  creator: [
    ['article', 0.5],
    ['video', 0.4],
    ['user_post', 0.1],
  ],
  show: [
    ['video', 0.92],
    ['article', 0.08],
  ],
  player: [
    ['user_post', 0.6],
    ['video', 0.4],
  ],
  admin: [
    ['article', 0.5],
    ['video', 0.5],
  ],
};

const youtubeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** One content item by `author`, with the players it features (video tags). */
export function generateContent(
  rng: Rng,
  author: Author,
  ctx: ContentContext,
  id?: number,
): { row: ContentRow; playerIds: number[] } {
  const contentType = rng.weighted(typeMix[author.type]);
  const featured = author.player ?? rng.pick(ctx.players);
  // Skewed toward recent days: the feed's first pages are dense, the tail is thin.
  const ageMs = Math.max(60_000, Math.floor(ctx.spanDays * DAY_MS * rng.next() ** 1.6));
  const publishedat = new Date(ctx.dayStartMs - ageMs);
  const daysOld = ageMs / DAY_MS;
  const views = Math.round(
    (200 + author.fanCount * 0.05) * Math.exp(rng.normal(0, 1)) * Math.min(3, 0.3 + daysOld / 30),
  );
  const base: ContentRow = {
    ...(id === undefined ? {} : { id }),
    contentType,
    creatorId: author.id,
    creatorType: author.type,
    showId: null,
    publishedat,
    createdAt: publishedat,
    channellogo: author.image,
    hashtags: hashtagsFor(rng, featured.league),
    viewCount: views,
    likeCount: Math.round(views * (0.01 + rng.next() * 0.05)),
  };
  if (contentType === 'user_post') {
    return {
      row: { ...base, title: null, searchTitle: '', body: rng.pick(postTexts), hashtags: null },
      playerIds: [],
    };
  }
  const title = newTitle(rng, contentType === 'video' ? videoTitles : articleTitles, featured, ctx);
  const key = `${id ?? rng.int(1, 1e9)}-${slugify(title).slice(0, 60).replace(/-+$/, '')}`;
  const row: ContentRow = {
    ...base,
    title,
    searchTitle: normalizeSearch(title),
    image: `/media/thumbs/${key}.svg`,
  };
  if (contentType === 'article') {
    row.body = articleBody(rng, title, featured.name);
    return { row, playerIds: rng.chance(0.5) ? [featured.id] : [] };
  }
  const youtube = rng.chance(0.7);
  row.videoSource = youtube ? 'youtube' : 'jwplayer';
  row.videoid = youtube
    ? rng.id(11, youtubeAlphabet)
    : rng.id(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
  row.showId = author.showId;
  const sameLeague = ctx.playersByLeague?.[featured.league] ?? [];
  const others = sameLeague.length && rng.chance(0.3) ? [rng.pick(sameLeague).id] : [];
  return { row, playerIds: [...new Set([featured.id, ...others])] };
}

/** Stories that only fit a college player (the draft ahead, NIL deals, "in the country"). */
export const collegeOnlyTitle = /draft|\bNIL\b|in the country|prospects/i;

/** A title no other item has (drawn again on a repeat; numbered if the templates run dry). */
function newTitle(
  rng: Rng,
  templates: readonly string[],
  p: TaggablePlayer,
  ctx: ContentContext,
): string {
  const college = p.league === 'ncaam' || p.league === 'ncaaw';
  const fitting = college ? templates : templates.filter((t) => !collegeOnlyTitle.test(t));
  let title = '';
  for (let tries = 0; tries < 40; tries += 1) {
    title = fill(rng, rng.pick(fitting), p, ctx);
    if (!ctx.titles?.has(title)) break;
  }
  for (let n = 2; ctx.titles?.has(title); n += 1)
    title = `${title.replace(/ \(part \d+\)$/, '')} (part ${n})`;
  ctx.titles?.add(title);
  return title;
}

function fill(rng: Rng, template: string, p: TaggablePlayer, ctx: ContentContext): string {
  const rivals = (ctx.teamsByLeague?.[p.league] ?? ctx.teams).filter((t) => t !== p.team);
  const title = template
    .replace('{p}', p.name)
    .replace('{t}', p.team)
    .replace('{o}', rivals.length ? rng.pick(rivals) : 'a rival')
    .replace('{L}', leagueWords[p.league] ?? 'college')
    .replace('{n}', String(rng.int(5, 45)));
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function articleBody(rng: Rng, title: string, name: string): string {
  const paras = rng.sample(articleParagraphs, 3);
  return [
    `## ${title}`,
    paras[0],
    `**${name}** has been one of the stories of the season so far.`,
    paras[1],
    '### What to watch',
    `- Minutes and role\n- Shot selection\n- Defense against ${rng.pick(defenseLooks)}`,
    paras[2],
  ].join('\n\n');
}

const defenseLooks = ['pick and roll', 'switches', 'zone looks', 'full-court pressure'];
