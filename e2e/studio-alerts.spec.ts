import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test, waitsForHydration } from './support/fixtures';
import { makeVideo } from './support/media';

// Issue 23, end to end at 375, 800 and 1280 px: the demo creator uploads a video, waits for
// Ready, tags a player and publishes; a fan who follows that player hears of it (bell, inbox,
// mail) and finds the video on the player's timeline. Other tests publish beside this one, so
// everything is found by this run's unique title, never as "the newest".
test.describe.configure({ timeout: 240_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);


type PlayerRow = { slug: string; firstname: string; lastname: string };

/**
 * A player per width (the projects run side by side) whose full name finds only them, so the
 * Studio's tag picker cannot tag a namesake.
 */
async function playerFor(page: Page, lane: number): Promise<{ slug: string; name: string }> {
  const res = await page.request.get(`/api/players?limit=60&offset=${lane * 60}`);
  const rows = (await res.json()).data as PlayerRow[];
  for (const p of rows) {
    const name = `${p.firstname} ${p.lastname}`;
    const found = await page.request.get(`/api/searchForPlayers?q=${encodeURIComponent(name)}&limit=5`);
    if ((await found.json()).rowCount === 1) return { slug: p.slug, name };
  }
  throw new Error('no player with a name of their own');
}

function outboxMail(to: string, containing: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (const f of readdirSync(outbox, { withFileTypes: true })) {
    if (!f.name.includes('-alert-') || !f.name.endsWith('.json')) continue;
    const mail = JSON.parse(readFileSync(path.join(outbox, f.name), 'utf8'));
    if (mail.to === to && String(mail.text).includes(containing)) return mail as { text: string };
  }
  return null;
}

test('the creator publishes a tagged video; a fan who follows the player gets the alert and finds it on the timeline', async ({ page, browser }, info) => {
  const lane = { w375: 1, w800: 2, w1280: 3 }[info.project.name] ?? 4;
  const viewport = info.project.use.viewport!;

  // A fresh fan (their own inbox) follows the player from the player's page.
  const email = `studio-alerts-${unique()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Studio Alert Fan', email, password: 'a-Long-enough-passphrase-42' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const player = await playerFor(page, lane);
  await page.goto(paths.player(player.slug));
  // The button turns at once; the follow is stored when its call answers, and leaving the page
  // before that aborts the call (then no alert comes: seen in CI): wait for it.
  const stored = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/me/userFollows' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  expect((await stored).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await page.goto(paths.profile('notifications'));
  await page.getByRole('radio', { name: 'Each alert' }).check();
  await expect(page.getByRole('radio', { name: 'Each alert' })).toBeChecked();

  // The creator, in a browser of their own at the same width.
  const creatorContext = await browser.newContext({ viewport });
  const creator = waitsForHydration(await creatorContext.newPage());
  await signIn(creator, 'creator');
  const title = `Tagged clip ${info.project.name} ${unique()}`;
  await creator.goto(paths.studioNew('video'));
  await creator.getByLabel('Video file').setInputFiles(makeVideo(`tagged-${info.project.name}`));
  await expect(creator.getByRole('progressbar', { name: /Uploading/ })).toBeVisible();
  await expect(creator.getByText('Upload complete.')).toBeVisible({ timeout: 60_000 });
  await creator.getByLabel('Title').fill(title);
  await creator.getByLabel('Find a player to tag').fill(player.name);
  await creator.getByRole('option', { name: new RegExp(`^${player.name}`) }).first().click();
  await expect(creator.getByRole('button', { name: `Remove ${player.name}` })).toBeVisible();
  await expect(creator.getByText(/Ready: your video can be watched/)).toBeVisible({ timeout: 150_000 });
  expect(await noSidewaysScroll(creator)).toBe(true);
  await expectAccessible(creator);
  await creator.getByRole('button', { name: 'Publish' }).click();
  await expect(creator).toHaveURL(/\/studio$/);
  await creatorContext.close();

  // The fan's open inbox gets it without a reload (the event stream), found by its title.
  const entry = page.getByRole('listitem').filter({ hasText: title });
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await expect(entry.getByRole('link')).toHaveText(/ published a video$/);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('fan-inbox.png'), fullPage: true });
  await expect.poll(() => outboxMail(email, title), { timeout: 20_000 }).not.toBeNull();

  // The alert leads to the video; the player's timeline lists it with a link to the same page.
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(/\/video\//);
  const videoPath = new URL(page.url()).pathname;
  await expect(page.getByRole('button', { name: `Play ${title}` })).toBeVisible();
  await page.goto(paths.player(player.slug, 'timeline'));
  const onTimeline = page.getByRole('link', { name: title });
  await expect(onTimeline).toHaveAttribute('href', videoPath);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('timeline.png'), fullPage: true });
});
