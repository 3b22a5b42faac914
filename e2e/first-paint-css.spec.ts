import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, test } from './support/fixtures';

// Issue 34, decision 0037: a rendered page carries the rules of the site's stylesheet that its
// own markup uses, and the stylesheet itself is asked for after the first paint. These rules
// must draw the page exactly as the whole stylesheet does: a rule left out would show part of
// the page unstyled until the stylesheet came, then move it (a layout shift). Checked here on
// the real build, at every width (the rules chosen differ by page, the layout by width).

/** Each element of the page's #root: where it is drawn and how it looks. */
async function drawn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Parts laid out only when they come near the screen (`content-visibility: auto`, the game's
    // plays) take a size that depends on what was on screen before: laid out whole here, in both
    // readings alike.
    const whole = document.createElement('style');
    whole.textContent = '*{content-visibility:visible!important}';
    document.head.append(whole);
    return [...document.querySelectorAll('#root *')].map((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return [
        el.tagName,
        el.getAttribute('class') ?? '',
        Math.round(r.x),
        Math.round(r.y),
        Math.round(r.width),
        Math.round(r.height),
        s.display,
        s.color,
        s.backgroundColor,
        s.fontSize,
        s.fontWeight,
        s.borderTopWidth,
        s.visibility,
      ].join(' ');
    });
  });
}

const signInAsFan = async (page: Page, base: string) => {
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: base },
    data: { email: 'fan@hoopdex.test', password: 'hoopdex-demo-2026' },
  });
  expect(res.status(), 'the demo fan signs in').toBe(200);
};

test('the rules a rendered page carries draw it as the whole stylesheet does', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // five pages, each loaded twice
  // Scripts off: the server's HTML is all there is (no hydration to change it), and the
  // stylesheet comes from the page's <noscript> link, or not at all while it is held back.
  const context = await browser.newContext({
    viewport: testInfo.project.use.viewport ?? null,
    javaScriptEnabled: false,
    // Not the suite's reduced motion: the site's reduced-motion rule gives every element a
    // 0.01 ms transition, and a colour read before the next frame is still the transition's
    // start (black), whatever the rules say.
    reducedMotion: 'no-preference',
  });
  const page = await context.newPage();
  try {
    // Signed in: the pages the Lighthouse bench audits that come rendered.
    await signInAsFan(page, baseURL!);
    const players = await page.request.get(
      '/api/players?filter={"trending_rank":{"ne":null}}&sort={"trending_rank":"asc"}&limit=1',
    );
    const slug = ((await players.json()) as { data: { slug: string }[] }).data[0]!.slug;
    const games = await page.request.get(`/api/players/${slug}/games?limit=1`);
    const gameId = ((await games.json()) as { data: { game_id: number }[] }).data[0]!.game_id;
    const signedIn = [paths.home(), paths.player(slug), paths.analyze(), paths.game(gameId)];
    const pages = [
      ...signedIn.map((url) => ({ url, signedIn: true })),
      { url: paths.signUp(), signedIn: false },
    ];

    for (const { url, signedIn: withSession } of pages) {
      if (!withSession) await context.clearCookies();
      // The page's own rules alone: the stylesheet is held back.
      await page.route(/\.css$/, (route) => route.abort());
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      const html = (await res?.text()) ?? '';
      expect(html, `${url}: the stylesheet is left to the boot script`).toMatch(/data-css="[^"]+"/);
      expect(html, `${url}: the page carries its rules`).toMatch(
        /<style id="page-css">[\s\S]+?<\/style><div id="root">/,
      );
      const own = await drawn(page);
      expect(own.length, `${url} has content`).toBeGreaterThan(20);

      // The same page with the whole stylesheet after them: nothing moves or changes.
      await page.unroute(/\.css$/);
      await page.reload();
      expect(await drawn(page), `${url}: drawn the same with the whole stylesheet`).toEqual(own);
    }
  } finally {
    await context.close();
  }
});
