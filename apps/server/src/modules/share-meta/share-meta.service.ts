import { videoThumbnail } from '@hoopdex/contract/video-thumbnail';
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

/** Share meta for a page URL's path, or null (not a detail page, malformed, or not found). */
export async function findShareMeta(deps: Deps, urlPath: string): Promise<ShareMeta | null> {
  for (const [pattern, find] of routes) {
    const raw = pattern.exec(urlPath)?.[1];
    if (raw === undefined) continue;
    let key: string;
    try {
      key = decodeURIComponent(raw);
    } catch {
      return null; // a malformed escape: the page itself says not found
    }
    if (key.length > 200 || key.includes('\0')) return null;
    // Titles change rarely and previews are fetched in bursts when a link is posted.
    return deps.cache.wrap(`share:${urlPath}`, 300, () => find(deps, key));
  }
  return null;
}
