import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test, waitsForHydration } from './support/fixtures';
import { makePicture, makeVideo } from './support/media';

// Creator Studio (issue 23) at 375, 800 and 1280 px: publishing from the site, end to end.
test.describe.configure({ timeout: 180_000 });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);


/** A player to tag or mention: one the search knows, by name. */
async function somePlayer(page: Page): Promise<{ slug: string; name: string }> {
  const res = await page.request.get('/api/searchForPlayers?q=a&limit=5');
  const rows = (await res.json()).data as { slug: string; firstname: string; lastname: string }[];
  expect(rows.length, 'the seed has players').toBeGreaterThan(0);
  const p = rows[0]!;
  return { slug: p.slug, name: `${p.firstname} ${p.lastname}` };
}

test('a fan learns who can publish and how to become a creator', async ({ page }) => {
  await signIn(page, 'fan');
  await page.goto(paths.studio());
  await expect(page.getByRole('heading', { name: 'Who can publish' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply as a creator' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
});

test('the creator writes an article with a picture and a mention, publishes, edits and deletes it', async ({ page }, info) => {
  await signIn(page, 'creator');
  const player = await somePlayer(page);
  const title = `Studio e2e article ${info.project.name} ${Date.now()}`;
  await page.goto(paths.studio());
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New article' }).click();
  await page.getByLabel('Title').fill(title);
  const editor = page.getByRole('textbox', { name: 'Article text' });
  await editor.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Notes from the gym');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Great game by @${player.name.split(' ')[0]!.slice(0, 4)}`);
  const option = page.getByRole('option', { name: new RegExp(player.name) });
  await option.click();
  await page.keyboard.type(' tonight.');
  await expect(editor.locator(`a[href="/player/${player.slug}"]`)).toHaveText(`@${player.name}`);

  await page.locator('input[type="file"][accept^="image"]').setInputFiles(makePicture(`pic-${info.project.name}`));
  await page.getByLabel('Alt text (what the picture shows)').fill('A test card drawn by ffmpeg');
  await expect(page.getByRole('button', { name: 'Insert image', exact: true })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Insert image', exact: true }).click();
  await expect(editor.locator('img[alt="A test card drawn by ffmpeg"]')).toBeVisible();
  await expect(page.getByText('Draft saved')).toBeVisible({ timeout: 15_000 });
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('link', { name: `@${player.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Back to editing' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await page.getByRole('searchbox', { name: 'Search your items' }).fill(title);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('studio-item').filter({ hasText: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  await row.getByRole('link', { name: `View ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: `@${player.name}` })).toHaveAttribute('href', paths.player(player.slug));
  await expect(page.locator('img[alt="A test card drawn by ffmpeg"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report' })).toBeVisible();

  // Edit, then delete behind the confirm dialog.
  await page.goto(paths.studio({ q: title }));
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByLabel('Title').fill(`${title} (updated)`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await page.goto(paths.studio({ q: title }));
  const updated = page.getByTestId('studio-item').filter({ hasText: `${title} (updated)` });
  await updated.getByRole('button', { name: `Delete ${title} (updated)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this item?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toBeVisible();
  await expect(updated).toHaveCount(0);
});

test('the creator uploads a video with a progress bar, waits for Ready, tags a player, publishes, and it plays', async ({ page }, info) => {
  await signIn(page, 'creator');
  const player = await somePlayer(page);
  const title = `Studio e2e video ${info.project.name} ${Date.now()}`;
  await page.goto(paths.studioNew('video'));
  await page.getByLabel('Video file').setInputFiles(makeVideo(`clip-${info.project.name}`));
  await expect(page.getByRole('progressbar', { name: /Uploading/ })).toBeVisible();
  await expect(page.getByText('Upload complete.')).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Title').fill(title);
  // A combobox (issue 34): ArrowDown to the player, Enter tags them.
  const tagBox = page.getByRole('combobox', { name: 'Find a player to tag' });
  await tagBox.fill(player.name.split(' ')[0]!);
  const tagOption = page
    .getByRole('listbox', { name: 'Players found' })
    .getByRole('option', { name: new RegExp(`^${player.name}`) })
    .first();
  await expect(tagOption).toBeVisible();
  for (let i = 0; i < 8 && (await tagOption.getAttribute('aria-selected')) !== 'true'; i += 1) {
    await tagBox.press('ArrowDown');
  }
  await tagBox.press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${player.name}` })).toBeVisible();
  await expect(page.getByText(/Ready: your video can be watched/)).toBeVisible({ timeout: 120_000 });
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/studio$/);

  await page.goto(paths.studio({ q: title }));
  const row = page.getByTestId('studio-item').filter({ hasText: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  // Its editor offers to attach it to a game, picked from the tagged player's recent games.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  const recent = page.getByRole('region', { name: `Recent games of ${player.name}` });
  const firstGame = recent.getByRole('button').first();
  await expect(firstGame).toHaveAttribute('aria-pressed', 'false');
  await firstGame.click();
  await expect(firstGame).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Game id or game page address' })).toHaveValue(/^\d+$/);
  await expect(page.getByText(/ at .*, \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
  await page.goto(paths.studio({ q: title }));
  await row.getByRole('link', { name: `View ${title}` }).click();
  await page.getByRole('button', { name: `Play ${title}` }).click();
  const video = page.getByTestId('hosted-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
  await expectAccessible(page);
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('a reader reports an article; an admin hides it with a reason the author sees, then restores it', async ({ browser }, info) => {
  const as = async (role: 'fan' | 'admin' | 'creator') => {
    const page = waitsForHydration(
      await (await browser.newContext({ viewport: { width: info.project.use.viewport!.width, height: 900 } })).newPage(),
    );
    await signIn(page, role);
    return page;
  };
  // The creator publishes an article through the API, as a script may.
  const creator = await as('creator');
  const { token } = await (await creator.request.get('/api/auth/token')).json();
  const title = `Studio e2e report ${info.project.name} ${Date.now()}`;
  const created = await creator.request.post('/api/me/content', {
    headers: { Authorization: `Bearer ${token}` },
    data: { content_type: 'article', title, body: '<p>Something to report.</p>', status: 'published' },
  });
  expect(created.status()).toBe(200);
  const { path: articlePath } = (await created.json()).data as { path: string };

  const fan = await as('fan');
  await fan.goto(articlePath);
  await expect(fan.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await fan.getByRole('button', { name: 'Report' }).click();
  const dialog = fan.getByRole('dialog', { name: 'Report this article' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await expectAccessible(fan);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(fan.getByRole('button', { name: 'Reported' })).toBeDisabled();

  const admin = await as('admin');
  await admin.goto(paths.studioModeration());
  const reported = admin.getByTestId('moderation-item').filter({ hasText: title });
  await expect(reported).toContainText('1 report');
  expect(await noSidewaysScroll(admin)).toBe(true);
  await expectAccessible(admin);
  await reported.getByLabel('Reason to hide (shown to the author)').fill('Advertising is not allowed');
  await reported.getByRole('button', { name: `Hide “${title}”` }).click();
  await admin.getByRole('button', { name: 'Hidden' }).click();
  await expect(admin.getByTestId('moderation-item').filter({ hasText: title })).toContainText('Hidden: Advertising is not allowed');

  await creator.goto(paths.studio({ q: title }));
  await expect(creator.getByTestId('studio-item').filter({ hasText: title })).toContainText('Hidden by a moderator: Advertising is not allowed');

  const hidden = admin.getByTestId('moderation-item').filter({ hasText: title });
  await hidden.getByLabel('Reason to restore (shown to the author)').fill('Checked: fine');
  await hidden.getByRole('button', { name: `Restore “${title}”` }).click();
  await fan.goto(articlePath);
  await expect(fan.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
