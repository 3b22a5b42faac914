import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// The player portal's social following (issue 33, Following): the demo player account (linked
// to the top trending seeded player) enters its followers in Manage Account; its Hoopdex Value
// counts them at once, marked self-reported. Axe-clean and no sideways scroll at every width.

test.describe.configure({ timeout: 180_000 });

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

// Each width enters its own platform: the three widths' runs of this test go side by side and
// share the one demo player, so none may undo or overwrite what another is checking.
const platformOf: Record<string, string> = { w375: 'TikTok', w800: 'X', w1280: 'Instagram' };

/**
 * The Following part as the value section shows it, with the inputs it counts. Other tests beside
 * this one follow the same demo player and enter their own platform, so the part is held to the
 * published rule on the inputs shown with it (anyone can recompute it), not to a difference
 * between two reads.
 */
async function readFollowing(page: Page, platform: string, count: string) {
  const section = page.getByRole('region', { name: 'Hoopdex Value' });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Show the inputs' }).click();
  const table = section.getByRole('table', { name: /^Following: \$/ });
  // Read once the page shows this platform's count (not an older copy of the value).
  const row = table.getByRole('row', { name: new RegExp(`^${platform} followers`) });
  await expect(row.getByRole('cell').first()).toHaveText(
    count === '' ? 'unknown' : Number(count).toLocaleString('en-US'),
  );
  const caption = (await table.locator('caption').textContent()) ?? '';
  const inputs = await table.locator('tbody td:first-of-type').allTextContents();
  return {
    section,
    row,
    amount: dollars(caption),
    // Hoopdex fans and every platform's followers, each at $0.80 a year (decision 0030).
    recomputed: Math.round(
      0.8 * inputs.reduce((s, t) => s + (t === 'unknown' ? 0 : dollars(t)), 0),
    ),
  };
}

test('a player enters their social following; their value counts it, self-reported', async ({
  page,
}, info) => {
  const platform = platformOf[info.project.name] ?? 'Instagram';
  const label = `${platform} followers`;
  await signIn(page, 'player');
  const me = (await (await page.request.get('/api/me')).json()) as {
    data: { player: { slug: string } };
  };
  const slug = me.data.player.slug;
  await page.goto(paths.profile('social-following'));
  // The seed reports an Instagram following for this player, so Following is known (and the
  // form has loaded once the field shows it). What this width's platform reports before:
  await expect(
    page.getByLabel('Instagram followers'),
    'the demo player reports an Instagram following',
  ).toHaveValue(/^\d+$/);
  const reported = await page.getByLabel(label).inputValue();

  // Their value first, as their page shows it (the browser keeps this answer for a minute).
  await page.goto(paths.player(slug));
  const before = await readFollowing(page, platform, reported);
  expect(before.amount).toBeGreaterThan(0);
  expect(before.amount).toBe(before.recomputed);

  await page.goto(paths.profile('social-following'));
  await expect(page.getByRole('heading', { level: 2, name: 'Social following' })).toBeVisible();
  await expect(page.getByText('Self-reported until verified.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Social following' });
  const field = form.getByLabel(label);
  await expect(field).toHaveValue(reported);
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);

  // A count that is not a number is refused before sending, with what to type instead.
  await field.fill('12k');
  await form.getByRole('button', { name: 'Save following' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    new RegExp(`${label}: enter a whole number, like 12500`),
  );
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);

  // A million more followers (typed with thousands separators, as people write them).
  const after = String(Number(reported) + 1_000_000);
  await field.fill(Number(after).toLocaleString('en-US'));
  await form.getByRole('button', { name: 'Save following' }).click();
  await expect(form.getByText(/^Saved\./)).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(field).toHaveAccessibleDescription(/Self-reported, not verified yet/);
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('social-following.png'), fullPage: true });

  // Their page counts it at once (not the browser's minute-old copy), marked self-reported: the
  // Following part is the published rule on the inputs shown, the million among them, and the
  // value on show is the sum of the parts on show.
  await form.getByRole('link', { name: 'See your Hoopdex Value' }).click();
  await expect(page).toHaveURL(paths.player(slug));
  const now = await readFollowing(page, platform, after);
  expect(now.amount).toBe(now.recomputed);
  await expect(now.row).toContainText('self-reported (not verified)');
  const parts = now.section.getByRole('list', { name: 'Parts of the value' });
  const amounts = await parts.locator('.value-part__amount').allTextContents();
  const total = amounts.reduce((s, t) => s + (t === 'unknown' ? 0 : dollars(t)), 0);
  expect(dollars(await now.section.getByTestId('value-amount').textContent())).toBe(total);

  // Leave the world as it was for the other tests (an empty field removes the platform).
  // (the form fills its fields once loaded: wait for that, or the load overwrites what we type).
  await page.goto(paths.profile('social-following'));
  await expect(page.getByLabel(label)).toHaveValue(after);
  await page.getByLabel(label).fill(reported);
  await page.getByRole('button', { name: 'Save following' }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
});
