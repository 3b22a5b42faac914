import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

/**
 * The numbers of one column of the Database table, read from the cells once the table has
 * settled: while a new page loads it keeps showing the previous rows and is marked aria-busy.
 */
async function columnValues(page: Page, header: RegExp): Promise<number[]> {
  await expect(page.getByRole('region', { name: /players, Season/ })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  const table = page.getByRole('table', { name: /players, Season/ });
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => header.test(h));
  const cells = await table.locator(`tbody tr > :nth-child(${index + 1})`).allTextContents();
  return cells.map((text) => Number(text.replace(/,/g, '')));
}

// Several axe scans and page loads per test on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 120_000 });

test.describe('database explorer', () => {
  test('sorts, filters, exports and opens a player summary', async ({ page }, info) => {
    await signIn(page);
    await page.goto(paths.explorer());
    const table = page.getByRole('table', { name: /NBA players, Season/ });
    await expect(table).toBeVisible();
    await expectAccessible(page);

    await table
      .getByRole('columnheader', { name: /PTS avg/ })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(/sort=pts_average/);
    await expect(table.getByRole('columnheader', { name: /PTS avg/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const sorted = await columnValues(page, /PTS avg/);
    expect(sorted.length).toBeGreaterThan(1);
    expect([...sorted].sort((a, b) => b - a)).toEqual(sorted);

    await page.getByRole('combobox', { name: 'Stat', exact: true }).selectOption('pts_average');
    await page.getByRole('combobox', { name: 'Condition' }).selectOption('gte');
    await page.getByRole('spinbutton', { name: 'Value' }).fill('15');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await expect(page).toHaveURL(/f=pts_average/);
    await expect(page.getByRole('button', { name: 'Remove filter PTS avg ≥ 15' })).toBeVisible();
    await expect(page.getByRole('table', { name: /players, Season/ })).toBeVisible();
    const filtered = await columnValues(page, /PTS avg/);
    expect(filtered.every((n) => n >= 15)).toBe(true);

    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toMatch(/pts_average/);
    // The export holds every matching row; the table shows one page of them.
    expect(lines.length - 1).toBeGreaterThanOrEqual(filtered.length);

    await table.getByRole('rowheader').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/explorer\/[^/?]+\?/);
    const aside = page.getByRole('complementary', { name: 'Selected player' });
    await expect(aside.getByRole('link', { name: 'Full profile' })).toBeVisible();
    // The card shows the player's Hoopdex Value (her list row's), short, or "No games" (issue 33).
    await expect(aside.locator('.player-mini__value')).toHaveText(
      /^Hoopdex Value: (\$\d+(\.\d)?[KM]|\$\d{1,3}|No games)$/,
    );
    // Wide tables scroll inside their box; the page itself never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p7-explorer.png') });
  });
});

test.describe('scouting', () => {
  test('a fan is refused', async ({ page }) => {
    await signIn(page, 'fan');
    await page.goto(paths.explorerForScouts());
    await expect(page.getByRole('heading', { name: 'Scouting access required' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a scout saves a note that survives a reload', async ({ page }, info) => {
    await signIn(page, 'scout');
    await page.goto(paths.explorerForScouts());
    const table = page.getByRole('table', { name: /players, Season/ });
    await expect(table).toBeVisible();
    await table.getByRole('rowheader').nth(2).getByRole('link').click();
    const aside = page.getByRole('complementary', { name: 'Selected player' });
    const note = `Sees the floor well (${info.project.name} ${Date.now()})`;
    await aside.getByRole('radio', { name: '4' }).check();
    await aside.getByLabel('Note').fill(note);
    await aside.getByRole('button', { name: 'Save note' }).click();
    await expect(aside.getByText('Saved.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p7-scouting.png') });
    await page.reload();
    await expect(
      page.getByRole('complementary', { name: 'Selected player' }).getByLabel('Note'),
    ).toHaveValue(note);
    await expect(
      page
        .getByRole('complementary', { name: 'Selected player' })
        .getByRole('radio', { name: '4' }),
    ).toBeChecked();
  });
});
