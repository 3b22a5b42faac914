import { videoThumbnail } from '@hoopdex/contract/video-thumbnail';
import { LRUCache } from 'lru-cache';
import type { ModuleDeps } from '../../app';
import { getContent } from '../content/content.service';
import { getCreatorBySlug } from '../creators/creators.service';
import { findPlayer } from '../players/players.service';
import { findShow } from '../shows/shows.service';
import { findVideo } from '../videos/videos.service';

/**
 * What a link preview shows for a shared page. Chat apps and social sites read the HTML of a
 * link without running its scripts, so the title, description and picture of a video, article,
 * player, creator or show must be in the HTML the server sends, not only set by the SPA.
 */
export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute, or a site path ('/media/…') made absolute with the public URL. */
  image: string | null;
  type: 'website' | 'article' | 'video.other' | 'profile';
}

type Deps = Pick<ModuleDeps, 'db' | 'cache'>;
type Finder = (deps: Deps, key: string) => Promise<ShareMeta | null>;

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
    image: p.imageuri,
    type: 'profile',
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

/** The SPA's shareable detail routes (apps/web config/paths.ts), each with its lookup. */
const routes: [RegExp, Finder][] = [
  [/^\/video\/([^/]+)\/?$/, video],
  [/^\/article\/([^/]+)\/?$/, article],
  [/^\/player\/([^/]+)(?:\/[^/]+)?\/?$/, player],
  [/^\/creator\/([^/]+)(?:\/[^/]+)?\/?$/, creator],
  [/^\/show\/([^/]+)\/?$/, show],
];

/**
 * Share meta by URL path, for the HTML of page loads. Kept apart from the public-read cache, so
 * page loads of made-up ids cannot push hot API answers out of it, and at most a few lookups run
 * at once: page loads are not rate-limited like /api, and past that they get the plain page.
 */
export function createShareMetaLookup(deps: Deps, opts: { maxInFlight?: number } = {}) {
  const maxInFlight = opts.maxInFlight ?? 4;
  // Titles change rarely and previews are fetched in bursts when a link is posted.
  const known = new LRUCache<string, { meta: ShareMeta | null }>({ max: 2_000, ttl: 5 * 60_000 });
  let inFlight = 0;
  return async function findShareMeta(urlPath: string): Promise<ShareMeta | null> {
    const hit = known.get(urlPath);
    if (hit) return hit.meta;
    const lookup = matchRoute(urlPath);
    if (!lookup || inFlight >= maxInFlight) return null;
    inFlight += 1;
    try {
      const meta = await lookup.find(deps, lookup.key);
      known.set(urlPath, { meta });
      return meta;
    } finally {
      inFlight -= 1;
    }
  };
}

function matchRoute(urlPath: string): { find: Finder; key: string } | null {
  for (const [pattern, find] of routes) {
    const raw = pattern.exec(urlPath)?.[1];
    if (raw === undefined) continue;
    try {
      const key = decodeURIComponent(raw);
      return key.length > 200 || key.includes('\0') ? null : { find, key };
    } catch {
      return null; // a malformed escape: the page itself says not found
    }
  }
  return null;
}
