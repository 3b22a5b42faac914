import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, test } from './support/fixtures';

// A first visit (issue 22): signed out, `/` leads to the sign-up page, which says what the product
// is, shows live trending players and risers from the public API, who it is for, and the form.
test('a signed-out visitor lands on a page that sells the product, with the sign-up form', async ({ page, request }) => {
  const trending = (await (
    await request.get('/api/players?limit=3&filter={"trending_rank":{"ne":null}}&sort={"trending_rank":"asc"}')
  ).json()) as { data: { firstname: string; lastname: string; slug: string }[] };
  expect(trending.data.length, 'the demo world has trending players').toBeGreaterThan(0);

  await page.goto(paths.home());
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2F$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoopdex');
  await expect(page.getByText(/performance drives value and potential becomes power/)).toBeVisible();

  // Live content: the API's own #1 trending player, linked to their page; risers of this week.
  const live = page.getByRole('region', { name: 'Trending now' });
  const top = trending.data[0]!;
  await expect(live.getByRole('link').first()).toContainText(`${top.firstname} ${top.lastname}`);
  await expect(live.getByRole('link').first()).toHaveAttribute('href', paths.player(top.slug));
  // Their drawn pictures come as WebP sized for the 40 px box, not as SVG documents (one task of
  // the main thread each): every one of them loads and is drawn.
  const avatars = live.locator('img.side-list__avatar');
  await expect(avatars.first()).toHaveAttribute('src', /^\/media\/avatars\/[a-z0-9-]+\.webp\?look=\w+&w=96$/);
  await avatars.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => avatars.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(96);
  const risers = page.getByRole('region', { name: 'Risers this week' });
  await expect(risers).toHaveAttribute('aria-busy', 'false');
  await expect(risers.getByRole('link').first()).toHaveAttribute('href', /^\/player\//);

  const audiences = page.getByRole('region', { name: 'Who it is for' });
  for (const who of ['Fans', 'Scouts', 'Players', 'Creators']) {
    await expect(audiences.getByRole('heading', { level: 3, name: who })).toBeVisible();
  }

  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(form.getByLabel('E-mail')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});

test('the landing shows placeholders while the live lists load', async ({ page }) => {
  // Hold the trending call until the placeholders have been seen: they keep the list's place.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/players?**', async (route) => {
    await held;
    await route.continue();
  });
  // A document load of the landing comes with its lists rendered by the server (decision 0037):
  // the placeholders are what a visit from inside the app shows, e.g. from the log-in page (which
  // renders in the browser) through its "Sign up" link.
  await page.goto(paths.login());
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
  const live = page.getByRole('region', { name: 'Trending now' });
  await expect(live).toHaveAttribute('aria-busy', 'true');
  await expect(live.locator('.side-list__row--placeholder')).toHaveCount(10);
  release();
  await expect(live).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(live.getByRole('link')).toHaveCount(10);
  await expect(live.locator('.side-list__row--placeholder')).toHaveCount(0);
});
