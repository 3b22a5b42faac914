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

test('a player enters their social following; their value counts it, self-reported', async ({
  page,
}, info) => {
  await signIn(page, 'player');
  const me = (await (await page.request.get('/api/me')).json()) as {
    data: { player: { slug: string } };
  };
  const slug = me.data.player.slug;
  // What the seed reports for this player, as the form shows it (the field appears once loaded).
  await page.goto(paths.profile('social-following'));
  // The seed reports an Instagram following for this player: Following is known, so a million
  // more followers at $0.80 each moves the value by exactly $800,000 (decision 0030).
  const field = page.getByLabel('Instagram followers');
  await expect(field, 'the demo player reports an Instagram following').toHaveValue(/^\d+$/);
  const reported = await field.inputValue();
  const instagramBefore = Number(reported);

  // Their value first, as their page shows it (the browser keeps this answer for a minute).
  await page.goto(paths.player(slug));
  const section = page.getByRole('region', { name: 'Hoopdex Value' });
  await section.scrollIntoViewIfNeeded();
  const before = dollars(await section.getByTestId('value-amount').textContent());
  expect(before).toBeGreaterThan(0);

  await page.goto(paths.profile('social-following'));
  await expect(page.getByRole('heading', { level: 2, name: 'Social following' })).toBeVisible();
  await expect(page.getByText('Self-reported until verified.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Social following' });
  const instagram = form.getByLabel('Instagram followers');
  await expect(instagram).toHaveValue(String(instagramBefore));
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);

  // A count that is not a number is refused before sending, with what to type instead.
  await instagram.fill('12k');
  await form.getByRole('button', { name: 'Save following' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /Instagram followers: enter a whole number, like 12500/,
  );
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);

  const after = instagramBefore + 1_000_000;
  await instagram.fill(after.toLocaleString('en-US'));
  await form.getByRole('button', { name: 'Save following' }).click();
  await expect(form.getByText(/^Saved\./)).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(instagram).toHaveAccessibleDescription(/Self-reported, not verified yet/);
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('social-following.png'), fullPage: true });

  // Their page counts it at once (not the browser's minute-old copy), marked self-reported.
  await form.getByRole('link', { name: 'See your Hoopdex Value' }).click();
  await expect(page).toHaveURL(paths.player(slug));
  const value = page.getByRole('region', { name: 'Hoopdex Value' });
  await value.scrollIntoViewIfNeeded();
  await expect(value.getByTestId('value-amount')).toHaveText(
    `$${(before + 800_000).toLocaleString('en-US')}`,
  );
  await value.getByRole('button', { name: 'Show the inputs' }).click();
  const following = value.getByRole('table', { name: /^Following: \$/ });
  const row = following.getByRole('row', { name: /Instagram followers/ });
  await expect(row).toContainText(after.toLocaleString('en-US'));
  await expect(row).toContainText('self-reported (not verified)');

  // Leave the world as it was for the other tests.
  await page.goto(paths.profile('social-following'));
  await page.getByLabel('Instagram followers').fill(String(instagramBefore));
  await page.getByRole('button', { name: 'Save following' }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
});
