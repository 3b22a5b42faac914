import { matchSpaRoute, type RouteName } from '@hoopdex/contract/spa-paths';
import { videoThumbnail } from '@hoopdex/contract/video-thumbnail';
import { LRUCache } from 'lru-cache';
import type { ServiceDeps } from '../../deps';
import { getContent } from '../content/index';
import { getCreatorBySlug } from '../creators/index';
import { findPlayer } from '../players/index';
import { cachedPublicBoard } from '../scouting/index';
import { findShow } from '../shows/index';
import { findVideo } from '../videos/index';
import type { ShareMeta } from '../../plugins/share-meta-html';

/**
 * What a link preview shows for a shared page. Chat apps and social sites read the HTML of a
 * link without running its scripts, so the title, description and picture of a video, article,
 * player, creator or show must be in the HTML the server sends, not only set by the SPA.
 */
export type { ShareMeta };

type Finder = (deps: ServiceDeps, key: string, query: URLSearchParams) => Promise<ShareMeta | null>;

const byName = (name: string, who: { type: string; displayname: string }) =>
  who.type === 'admin' ? name : `${name} by ${who.displayname}`;

const video: Finder = async ({ db }, key) => {
  const item = await findVideo(db.db, key);
  if (!item) return null;
  const title = item.content.title ?? 'Video';
  return {
    title,
    description: byName(title, item.creator),
    image: videoThumbnail(item.content) ?? null,
    type: 'video.other',
  };
};

const article: Finder = async ({ db }, key) => {
  if (!/^\d{1,9}$/.test(key)) return null;
  const item = await getContent(db.db, Number(key), 'article');
  if (!item) return null;
  const title = item.content.title ?? 'Article';
  return {
    title,
    description: byName(title, item.creator),
    image: item.content.image,
    type: 'article',
  };
};

const player: Finder = async (deps, slug) => {
  const p = await findPlayer(deps, slug);
  if (!p) return null;
  const name = `${p.firstname} ${p.lastname}`;
  const team = p.team_name ? `, ${p.team_name}` : '';
  return {
    title: name,
    description: `${name}${team}: statistics, ratings against the league, game log, gear, info and timeline.`,
    image: `/api/cards/player/${encodeURIComponent(p.slug)}.png`,
    type: 'profile',
  };
};

/** /player/:slug/compare?with=b,…: the compare card of the player and the first other one. */
const compare: Finder = async (deps, slug, query) => {
  const otherSlug = (query.get('with') ?? '')
    .split(',')
    .map((s) => s.trim())
    .find((s) => s && s !== slug);
  const [p, other] = await Promise.all([
    findPlayer(deps, slug),
    otherSlug ? findPlayer(deps, otherSlug) : undefined,
  ]);
  if (!p) return null;
  const name = `${p.firstname} ${p.lastname}`;
  if (!other) return { ...(await player(deps, slug, query))!, title: `Compare ${name}` };
  const otherName = `${other.firstname} ${other.lastname}`;
  return {
    title: `${name} vs ${otherName}`,
    description: `${name} and ${otherName} side by side: season per-game stats, the better value of each marked.`,
    image: `/api/cards/compare/${encodeURIComponent(p.slug)}/${encodeURIComponent(other.slug)}.png`,
    type: 'website',
    search: `?with=${encodeURIComponent(other.slug)}`,
  };
};

/** /board/:token: a scout's public board (never a note: the preview names the board and players). */
const board: Finder = async (deps, token) => {
  const b = await cachedPublicBoard(deps, token);
  if (!b) return null;
  const names = b.items.slice(0, 3).map((i) => `${i.player.firstname} ${i.player.lastname}`);
  const more = b.item_count > names.length ? ` and ${b.item_count - names.length} more` : '';
  return {
    title: `${b.name}: a scouting board`,
    description: b.item_count
      ? `${b.item_count} players scouted on Hoopdex: ${names.join(', ')}${more}.`
      : 'A scouting board on Hoopdex.',
    image: `/api/cards/board/${encodeURIComponent(token)}.png`,
    type: 'website',
  };
};

const creator: Finder = async ({ db }, slug) => {
  const c = await getCreatorBySlug(db.db, slug);
  if (!c || c.type === 'admin') return null; // admin creators are the product itself (spec §2)
  return {
    title: c.displayname,
    description: c.bio?.trim() || `${c.displayname}: articles, players, gear and more.`,
    image: c.image,
    type: 'profile',
  };
};

const show: Finder = async ({ db }, key) => {
  const s = await findShow(db.db, key);
  if (!s) return null;
  return {
    title: s.title,
    description:
      (s.shortdescription ?? s.description ?? s.longdescription)?.trim() ||
      `${s.title}: every episode.`,
    image: s.cardimage,
    type: 'website',
  };
};

/**
 * The SPA's shareable detail routes (the contract's spa-paths, the same table the web router
 * mounts), each with its lookup and the route parameter that names the thing shown.
 */
const routes: Partial<Record<RouteName, [Finder, string]>> = {
  video: [video, 'videoId'],
  article: [article, 'id'],
  playerCompare: [compare, 'slug'],
  player: [player, 'slug'],
  creator: [creator, 'slug'],
  show: [show, 'showId'],
  publicBoard: [board, 'token'],
};
/** Kept out of the lookup's own LRU: a revoked board must lose its preview at once (its data is
 * cached in the shared cache, which every scouting write clears). */
const uncached = (urlPath: string) => matchSpaRoute(urlPath)?.name === 'publicBoard';

/**
 * Share meta by URL path, for the HTML of page loads. Kept apart from the public-read cache, so
 * page loads of made-up ids cannot push hot API answers out of it, and at most a few lookups run
 * at once: page loads are not rate-limited like /api, and past that they get the plain page.
 */
export function createShareMetaLookup(deps: ServiceDeps, opts: { maxInFlight?: number } = {}) {
  const maxInFlight = opts.maxInFlight ?? 4;
  // Titles change rarely and previews are fetched in bursts when a link is posted.
  const known = new LRUCache<string, { meta: ShareMeta | null }>({ max: 2_000, ttl: 5 * 60_000 });
  let inFlight = 0;
  return async function findShareMeta(
    urlPath: string,
    query = new URLSearchParams(),
  ): Promise<ShareMeta | null> {
    // Only compare's `with` shapes a preview; other query strings share the path's entry.
    const cacheKey = query.has('with') ? `${urlPath}?with=${query.get('with')}` : urlPath;
    const remember = !uncached(urlPath);
    const hit = remember ? known.get(cacheKey) : undefined;
    if (hit) return hit.meta;
    const lookup = matchRoute(urlPath);
    if (!lookup || inFlight >= maxInFlight) return null;
    inFlight += 1;
    try {
      const meta = await lookup.find(deps, lookup.key, query);
      if (remember) known.set(cacheKey, { meta });
      return meta;
    } finally {
      inFlight -= 1;
    }
  };
}

function matchRoute(urlPath: string): { find: Finder; key: string } | null {
  const route = matchSpaRoute(urlPath);
  const lookup = route ? routes[route.name] : undefined;
  const raw = lookup ? route?.params[lookup[1]] : undefined;
  if (!lookup || raw === undefined) return null;
  try {
    const key = decodeURIComponent(raw);
    return key.length > 200 || key.includes('\0') ? null : { find: lookup[0], key };
  } catch {
    return null; // a malformed escape: the page itself says not found
  }
}
