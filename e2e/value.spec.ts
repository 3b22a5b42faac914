import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// Hoopdex Value (issue 33) on the real server and its seeded world: the player page's section
// (value, range, parts with their inputs, chart, ledger), the what-if on the player's own page,
// and the /value method page; axe-clean and no sideways scroll, at every width.

// A long page and several axe scans on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 300_000 });

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The player the demo player account is linked to, and a player with games for a fan. */
async function linkedSlug(page: Page) {
  const me = (await (await page.request.get('/api/me')).json()) as {
    data: { player: { slug: string } | null };
  };
  return me.data.player!.slug;
}

test('player page: the value, its parts and inputs, its chart and its ledger', async ({
  page,
}, info) => {
  await signIn(page, 'player');
  const slug = await linkedSlug(page);
  await page.goto(paths.player(slug));
  const section = page.getByRole('region', { name: 'Hoopdex Value' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('value-amount')).toHaveText(/^\$[\d,]+$/);
  await expect(section.getByText(/Range \(10th–90th percentile\)/)).toBeVisible();
  await expect(section.getByText(/not earnings/)).toBeVisible();
  const parts = section.getByRole('list', { name: 'Parts of the value' });
  await expect(parts.getByRole('listitem')).toHaveCount(4);

  await section.getByRole('button', { name: 'Show the inputs' }).click();
  await expect(section.getByRole('table', { name: /^Performance: \$/ })).toBeVisible();
  await expect(section.getByRole('rowheader', { name: 'Points' })).toBeVisible();
  await expect(section.getByRole('list', { name: /Changes of the value/ })).toBeVisible();
  await expect(section.locator('.value-chart svg').first()).toBeVisible();
  await expect(section).not.toHaveAttribute('aria-busy', 'true');
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('value-section.png'), fullPage: true });

  // On their own page, the player tries more points per game: the value would rise.
  const form = section.getByRole('form', { name: 'What would move your value' });
  const before = (await section.getByTestId('value-amount').textContent())!;
  await form.getByLabel(/^Points/).fill('40');
  await form.getByRole('button', { name: 'Try it' }).click();
  await expect(form.getByText(/Your value would be \$[\d,]+ \(\+\$[\d,]+\)/)).toBeVisible();
  expect(await section.getByTestId('value-amount').textContent()).toBe(before);
});

test('a fan sees the value but no what-if', async ({ page }) => {
  await signIn(page, 'fan');
  const list = (await (
    await page.request.get(
      '/api/players?limit=1&sort={"trending_rank":"asc"}&filter={"trending_rank":{"ne":null}}',
    )
  ).json()) as {
    data: { slug: string }[];
  };
  await page.goto(paths.player(list.data[0]!.slug));
  const section = page.getByRole('region', { name: 'Hoopdex Value' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('value-amount')).toBeVisible();
  await expect(section.getByRole('form', { name: 'What would move your value' })).toHaveCount(0);
});

test('/value: every formula and rate with its source', async ({ page }, info) => {
  await signIn(page, 'fan');
  await page.goto(paths.value());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hoopdex Value: the method' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/not earnings/).first()).toBeVisible();
  for (const part of ['Performance', 'Momentum', 'Exposure', 'Following'])
    await expect(page.getByRole('term').filter({ hasText: part })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Every rate the value uses' })).toBeVisible();
  await expect(page.getByRole('link', { name: /On3 NIL 100/ })).toHaveAttribute('href', /on3\.com/);
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('value-method.png'), fullPage: true });
});

// NIL Targets by value: nil-targets-value.spec.ts (the demo's draft class has college games).
test("compare shows the players' values side by side", async ({ page }, info) => {
  await signIn(page, 'fan');
  const q = (o: object) => encodeURIComponent(JSON.stringify(o));
  const res = await page.request.get(
    `/api/players?limit=2&filter=${q({ trending_rank: { ne: null } })}&sort=${q({ trending_rank: 'asc' })}`,
  );
  const [a, b] = ((await res.json()) as { data: { slug: string }[] }).data;
  await page.goto(paths.playerCompare(a!.slug, [b!.slug]));
  const values = page.getByRole('region', { name: 'Hoopdex Value side by side' });
  await values.scrollIntoViewIfNeeded();
  await expect(values.getByRole('table')).toBeVisible({ timeout: 60_000 });
  await expect(values.getByText(/\(highest\)/)).toBeVisible({ timeout: 60_000 });
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('value-compare.png') });
});

// The Value board: the default league's latest season ranked by value, paged with ?page= in the
// URL (a reload keeps the page), a share link, axe-clean and no sideways scroll at every width.
test('/value/board: ranked by value, pages kept in the URL, a share link', async ({
  page,
}, info) => {
  await signIn(page, 'fan');
  await page.goto(paths.valueBoard());
  await expect(page.getByRole('heading', { level: 1, name: 'Value board' })).toBeVisible();
  const table = page.getByRole('table', { name: /by Hoopdex Value$/ });
  await expect(table).toBeVisible({ timeout: 120_000 });
  const values = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(values.length).toBeGreaterThan(1);
  const dollars = values.map((v) => Number(v.replace(/[^\d]/g, '')));
  expect(dollars).toEqual([...dollars].sort((x, y) => y - x));
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('value-board.png'), fullPage: true });

  const next = page.getByRole('navigation', { name: 'Value board pages' }).getByRole('link', {
    name: 'Next',
  });
  if (await next.count()) {
    const first = await table.locator('tbody tr th').first().textContent();
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/Page 2 of/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Page 2 of/)).toBeVisible({ timeout: 60_000 });
    expect(await table.locator('tbody tr th').first().textContent()).not.toBe(first);
    expect(await fitsWidth(page)).toBe(true);
  }
});
