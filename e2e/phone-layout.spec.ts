import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, signIn, test, type DemoRole, waitsForHydration } from './support/fixtures';

// DESIGN convention 18: every page works at 375 px. Walks every route of the spec on a phone and
// fails when the page scrolls sideways or a table cell cuts its text (a number read as "14" for
// "14.1"). Scrolling inside a table's own region is allowed: that is the pattern, not a fault.
test.describe.configure({ timeout: 180_000 });

type Route = { name: string; url: string; as?: DemoRole | 'signed-out' };

const first = async (request: APIRequestContext, url: string) => {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  const body = (await res.json()) as { data: Record<string, unknown>[] };
  expect(body.data.length, `${url} has rows`).toBeGreaterThan(0);
  return body.data;
};

/** Every route of spec §2 with real ids from the seeded demo world. */
async function routes(request: APIRequestContext): Promise<Route[]> {
  const players = (await first(request, '/api/players?limit=2&sort={"trending_rank":"asc"}')) as {
    slug: string;
    id: number;
  }[];
  const [a, b] = players as [{ slug: string; id: number }, { slug: string; id: number }];
  const [video] = (await first(request, '/api/content?content_type=video&limit=1')) as {
    id: number;
    content: { videoid?: string | null };
  }[];
  const [article] = (await first(request, '/api/content?content_type=article&limit=1')) as { id: number }[];
  const [creator] = (await first(request, '/api/creators?type=creator&limit=1')) as { profile_key: string }[];
  const [show] = (await first(request, '/api/creators?type=show&limit=1')) as { id: number }[];
  const ncaaw = (await first(request, '/api/players?limit=1&filter={"league":"ncaaw"}').catch(
    () => [],
  )) as { slug: string }[];
  return [
    { name: 'home', url: paths.home() },
    { name: 'players', url: paths.players() },
    ...['nba', 'wnba', 'gleague', 'ncaaw', 'ncaam'].map((l) => ({ name: `players ${l}`, url: paths.players(l) })),
    { name: 'leaderboard', url: paths.analyze() },
    { name: 'leaderboard, last week', url: `${paths.analyze()}?interval=last_week` },
    { name: 'ask: a ranking', url: paths.search('Top 5 three point shooters in the G League') },
    { name: 'ask: a filter', url: paths.search('players averaging 20 and 10') },
    { name: 'search', url: paths.search('marville') },
    { name: 'video results', url: paths.viewAllVideoResults('highlights') },
    { name: 'video', url: paths.video(video!.content.videoid ?? video!.id) },
    { name: 'article', url: paths.article(article!.id) },
    { name: 'player', url: paths.player(a.slug) },
    { name: 'player totals', url: `${paths.player(a.slug, 'statistics')}?mode=total` },
    ...(['gear', 'info', 'timeline'] as const).map((tab) => ({ name: `player ${tab}`, url: paths.player(a.slug, tab) })),
    ...(ncaaw[0] ? [{ name: 'player ncaaw', url: paths.player(ncaaw[0].slug) }] : []),
    { name: 'compare', url: paths.playerCompare(a.slug, [b.slug]) },
    { name: 'player videos', url: paths.viewAllVideosByPlayer(a.id) },
    { name: 'creator', url: paths.creator(creator!.profile_key) },
    ...(['articles', 'players', 'gear', 'about'] as const).map((tab) => ({
      name: `creator ${tab}`,
      url: paths.creator(creator!.profile_key, tab),
    })),
    { name: 'shows', url: paths.shows() },
    { name: 'show', url: paths.show(show!.id) },
    { name: 'explorer', url: paths.explorer() },
    { name: 'explorer, one player', url: paths.explorer(a.slug) },
    { name: 'explorer for scouts', url: paths.explorerForScouts(), as: 'scout' },
    { name: 'explorer for scouts, one player', url: paths.explorerForScouts(a.slug), as: 'scout' },
    { name: 'NIL targets', url: paths.targets(), as: 'scout' },
    ...['', 'password', 'follows', 'likes', 'alerts', 'delete'].map((sub) => ({
      name: `profile ${sub || 'home'}`,
      url: paths.profile(sub || undefined),
    })),
    ...(
      [
        ['sign up', paths.signUp()],
        ['log in', paths.login()],
        ['forgot password', paths.forgotPassword()],
        ['player portal about', paths.playerPortalAbout()],
        ['player portal sign up', paths.playerPortalSignUp()],
        ['player portal set password', paths.playerPortalSetPassword()],
        ['account action', paths.acctAction()],
        ['terms of use', paths.termsOfUse()],
        ['privacy policy', paths.privacyPolicy()],
      ] as const
    ).map(([name, url]) => ({ name, url, as: 'signed-out' as const })),
  ];
}

type Fault = { what: string; where: string };

/**
 * The faults of the page as it is now: sideways scroll of the document, and table cells whose
 * text is wider than the cell while the cell (or an ancestor below the table's own scroll
 * region) hides the overflow.
 */
function faults(page: Page): Promise<Fault[]> {
  return page.evaluate(() => {
    const found: { what: string; where: string }[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) {
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((el) => !el.closest('[role="region"][tabindex="0"]'))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      found.push({ what: `page is ${doc.scrollWidth} px wide`, where: wide.join(', ') });
    }
    const hides = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible' || s.textOverflow === 'ellipsis';
    };
    for (const cell of document.querySelectorAll<HTMLElement>('td, th')) {
      const region = cell.closest('[role="region"]');
      // The cell itself, or anything between it and the table, that would cut text.
      for (let el: HTMLElement | null = cell; el && el.tagName !== 'TABLE'; el = el.parentElement) {
        if (el !== cell && el.tagName !== 'TD' && el.tagName !== 'TH') continue;
        if (hides(el) && el.scrollWidth > el.clientWidth + 1) {
          found.push({ what: `cell cut: "${cell.innerText.trim().slice(0, 40)}"`, where: region?.getAttribute('aria-label') ?? '' });
        }
      }
      // Text that leaves its cell (no scroll region around the table to reach it). A table kept
      // for screen readers only (a chart's numbers, in a clipped 1 px box) is not on screen at all.
      if (!region && !cell.closest('.visually-hidden')) {
        const r = cell.getBoundingClientRect();
        if (r.right > window.innerWidth + 1) found.push({ what: `cell off screen: "${cell.innerText.trim().slice(0, 40)}"`, where: 'no scroll region' });
      }
    }
    // Inside the cells, inline content such as links that ellipsise names or numbers.
    for (const el of document.querySelectorAll<HTMLElement>('td *, th *')) {
      if (el.clientWidth <= 1) continue; // visually hidden text for screen readers, not cut text
      const s = getComputedStyle(el);
      if ((s.overflowX === 'hidden' || s.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1) {
        found.push({ what: `text cut: "${el.innerText.trim().slice(0, 40)}"`, where: el.className });
      }
    }
    return found;
  });
}

test('every route fits a 375 px phone: no sideways scroll, no table cell cuts its text', async ({ page, browser }) => {
  const all = await routes(page.request);
  const problems: string[] = [];
  let as: Route['as'] | 'none' = 'none';
  let current = page;
  for (const route of all) {
    const role = route.as ?? 'fan';
    if (role !== as) {
      if (current !== page) await current.context().close();
      current = role === 'fan' ? page : waitsForHydration(await (await browser.newContext({ viewport: { width: 375, height: 780 } })).newPage());
      if (role !== 'signed-out') await signIn(current, role);
      as = role;
    }
    await current.goto(route.url);
    await expect(current.getByRole('heading', { level: 1 }).first(), route.name).toBeVisible();
    // Lists and tables arrive after the heading; wait for the placeholders to go.
    await expect(current.locator('[aria-busy="true"]'), `${route.name} finished loading`).toHaveCount(0, { timeout: 15_000 });
    await current.waitForLoadState('networkidle');
    for (const f of await faults(current)) problems.push(`${route.name} (${route.url}): ${f.what} [${f.where}]`);
  }
  if (current !== page) await current.context().close();
  expect(problems, 'pages that do not fit 375 px').toEqual([]);
});
