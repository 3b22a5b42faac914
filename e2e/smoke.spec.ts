import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

test('the server answers health and serves the SPA shell with history fallback', async ({
  page,
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect((await health.json()).data.status).toBe('ok');

  const api404 = await request.get('/api/nope');
  expect(api404.status()).toBe(404);
  expect(api404.headers()['content-type']).toMatch(/json/);

  await page.goto('/players');
  await expect(page).toHaveTitle(/Hoopdex - basketball player discovery network/);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test("the HTML paints the header bar before any script and preloads the page's own chunks", async ({
  request,
  browser,
  baseURL,
}) => {
  const html = await (await request.get('/player/some-slug/statistics')).text();
  // The shell's header bar is in the HTML itself (first paint needs no script).
  expect(html).toMatch(/<div id="root"><header class="site-header site-header--shell">/);
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  expect(preloads.some((href) => /\/static\/js\/player-[\w-]+\.js$/.test(href))).toBe(true);
  for (const href of preloads) expect((await request.get(href)).status(), href).toBe(200);
  // The compare route is the more specific match for /player/{slug}/compare.
  const compare = await (await request.get('/player/some-slug/compare')).text();
  expect(compare).toMatch(/href="\/static\/js\/compare-[\w-]+\.js"/);

  // Without scripts the shell still shows the product's name in the bar.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto(`${baseURL}/analyze`);
  await expect(bare.locator('.site-header__brand')).toHaveText('Hoopdex');
  await context.close();
});

// The accessibility scan every spec relies on (support/axe.ts runs axe in legacy mode and
// collects violations only, for speed): it must still fail on faults, a same-origin frame's too.
test('the accessibility scan fails on faults in the page and in its frames', async ({ page }) => {
  await page.goto('/login');
  await expectAccessible(page);
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<p style="color:#bbb;background:#fff">faint</p>' +
        '<iframe title="inner" srcdoc="<img src=a.png>"></iframe>',
    );
  });
  await expect(page.frameLocator('iframe[title="inner"]').locator('img')).toHaveCount(1);
  const failure = await expectAccessible(page).then(
    () => '',
    (err: Error) => err.message,
  );
  expect(failure).toContain('color-contrast (serious)');
  expect(failure).toContain('image-alt (critical)');
  expect(failure).toContain('iframe img');
});
