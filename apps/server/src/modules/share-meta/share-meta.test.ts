import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema/index';
import { createShareMetaLookup } from './share-meta.service';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  makeContent,
  makeCreator,
  makeLeague,
  makePlayer,
  makeShow,
} from '../content/content-fixtures';

// Link previews: the HTML of a shared video, article, player, creator or show page carries its
// own title, description, picture and canonical URL (preview readers run no scripts).
const SITE = 'https://hoopdex.example';
const dist = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-share-'));
const INDEX =
  '<!doctype html><html><head><meta name="description" content="A prospect discovery network." />' +
  '<title>Hoopdex - basketball player discovery network</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let ids: {
  video: number;
  videoid: string;
  article: number;
  player: string;
  other: string;
  creator: string;
  admin: string;
  show: number;
};

/** The page's head as the browser would parse it. */
async function head(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  const html = res.body;
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"\\s*/?>`).exec(html)?.[1] ?? null;
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('description'),
    og: (key: string) => meta(`og:${key}`),
    card: meta('twitter:card'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
  };
}

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await buildTestApp({ webDist: dist, publicUrl: SITE });
  const db = t.db.db;
  const author = await makeCreator(db, { displayname: 'Dana Scout', profileKey: 'dana-scout' });
  const admin = await makeCreator(db, {
    displayname: 'Hoopdex',
    type: 'admin',
    profileKey: 'hoopdex-admin',
  });
  // A title that would break out of the attribute and inject markup if it were not escaped.
  const video = await makeContent(db, {
    creator: author,
    title: 'Dunk "of the year" <script>x</script> & more',
    videoid: 'abc123',
    videoSource: 'youtube',
  });
  const article = await makeContent(db, {
    creator: author,
    contentType: 'article',
    title: 'Scouting report',
    image: '/media/thumbs/report.svg',
  });
  const league = await makeLeague(db);
  const player = await makePlayer(db, league.id, {
    firstname: 'Rafael',
    lastname: 'Marville',
    slug: 'rafael-marville-share',
  });
  await db
    .update(players)
    .set({ imageuri: '/media/avatars/rafael.svg' })
    .where(eq(players.id, player.id));
  const other = await makePlayer(db, league.id, {
    firstname: 'Ola',
    lastname: 'Øvrebø',
    slug: 'ola-ovrebo-share',
  });
  const show = await makeShow(db, {
    title: 'Film Study',
    description: 'Breaking down tape every week.',
  });
  ids = {
    video: video.id,
    videoid: 'abc123',
    article: article.id,
    player: player.slug,
    other: other.slug,
    creator: author.profileKey,
    admin: admin.profileKey,
    show: show.id,
  };
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('link previews in the page HTML', () => {
  it('a video page names the video, its creator and its thumbnail, all escaped', async () => {
    const h = await head(`/video/${ids.videoid}?p=3`);
    const escapedTitle = 'Dunk &quot;of the year&quot; &lt;script&gt;x&lt;/script&gt; &amp; more';
    expect(h.title).toBe(`${escapedTitle} | Hoopdex - basketball player discovery network`);
    expect(h.og('title')).toBe(h.title);
    expect(h.description).toBe(`${escapedTitle} by Dana Scout`);
    expect(h.og('type')).toBe('video.other');
    expect(h.og('image')).toBe('https://i.ytimg.com/vi/abc123/hqdefault.jpg');
    expect(h.og('url')).toBe(`${SITE}/video/${ids.videoid}`);
    expect(h.canonical).toBe(`${SITE}/video/${ids.videoid}`);
    expect(h.card).toBe('summary_large_image');
    expect(h.html).not.toContain('<script>x');
    // Exactly one title and one description: the build's are replaced, not repeated.
    expect(h.html.match(/<title>/g)).toHaveLength(1);
    expect(h.html.match(/name="description"/g)).toHaveLength(1);
    // Asked by numeric id, the same video.
    expect((await head(`/video/${ids.video}`)).og('image')).toBe(
      'https://i.ytimg.com/vi/abc123/hqdefault.jpg',
    );
  });

  it('an article, a player (any tab), a creator and a show carry theirs, pictures made absolute', async () => {
    const a = await head(`/article/${ids.article}`);
    expect(a.og('title')).toMatch(/^Scouting report \| /);
    expect(a.og('type')).toBe('article');
    expect(a.og('image')).toBe(`${SITE}/media/thumbs/report.svg`);

    const p = await head(`/player/${ids.player}/gear`);
    expect(p.og('title')).toMatch(/^Rafael Marville \| /);
    expect(p.description).toMatch(/^Rafael Marville, Team \d+: statistics/);
    // The player's share card (issue 16), which shows the photo with the numbers.
    expect(p.og('image')).toBe(`${SITE}/api/cards/player/${ids.player}.png`);
    expect(p.card).toBe('summary_large_image');
    expect(p.canonical).toBe(`${SITE}/player/${ids.player}/gear`);

    const c = await head(`/creator/${ids.creator}`);
    expect(c.og('title')).toMatch(/^Dana Scout \| /);
    expect(c.og('image')).toBeNull(); // no picture: no og:image, a small card
    expect(c.card).toBe('summary');

    const s = await head(`/show/${ids.show}`);
    expect(s.og('title')).toMatch(/^Film Study \| /);
    expect(s.description).toBe('Breaking down tape every week.');
  });

  it('a compare link previews the compare card of the player and the first other one', async () => {
    const h = await head(
      `/player/${ids.player}/compare?with=${ids.other},${ids.player}&mode=total`,
    );
    expect(h.og('title')).toMatch(/^Rafael Marville vs Ola Øvrebø \| /);
    expect(h.og('image')).toBe(`${SITE}/api/cards/compare/${ids.player}/${ids.other}.png`);
    expect(h.canonical).toBe(`${SITE}/player/${ids.player}/compare?with=${ids.other}`);
    // Nobody to compare with (or an unknown one): the player's own card.
    for (const q of ['', '?with=nobody-at-all']) {
      const alone = await head(`/player/${ids.player}/compare${q}`);
      expect(alone.og('title')).toMatch(/^Compare Rafael Marville \| /);
      expect(alone.og('image')).toBe(`${SITE}/api/cards/player/${ids.player}.png`);
    }
  });

  it('other pages, missing items, and admin creators get the plain page', async () => {
    for (const url of [
      '/',
      '/analyze',
      '/video/no-such-video',
      '/article/abc',
      '/article/999999',
      `/creator/${ids.admin}`,
      '/show/999999',
      '/board/no-such-board',
    ]) {
      const h = await head(url);
      expect(h.title, url).toBe('Hoopdex - basketball player discovery network');
      expect(h.og('title'), url).toBeNull();
      expect(h.description, url).toBe('A prospect discovery network.');
    }
  });
});

describe('share meta lookups', () => {
  it('run a bounded number at once (the rest get the plain page) and are remembered', async () => {
    const find = createShareMetaLookup({ db: t.db, cache: t.cache }, { maxInFlight: 1 });
    const [first, second] = await Promise.all([
      find(`/video/${ids.videoid}`),
      find(`/article/${ids.article}`),
    ]);
    expect(first?.type).toBe('video.other');
    expect(second).toBeNull(); // over the bound while the first ran
    expect((await find(`/article/${ids.article}`))?.title).toBe('Scouting report');
    // Remembered: answered without a lookup even while another one runs.
    const [again, video] = await Promise.all([
      find(`/player/${ids.player}`),
      find(`/video/${ids.videoid}`),
    ]);
    expect(again?.title).toBe('Rafael Marville');
    expect(video?.type).toBe('video.other');
  });
});
