import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// Leagues as data and player merge (decision 0031): an admin adds a league from Manage Account,
// then merges two players and undoes it.
test.describe.configure({ timeout: 120_000 });

type PlayerRow = { slug: string; firstname: string; lastname: string };

/** No sideways scroll at this width. */
async function expectNoSideScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test('an admin adds a league and is led to its players page', async ({ page }, info) => {
  await signIn(page, 'admin');
  // Each width its own code: the projects share one server.
  const slug = `e${info.project.name}${Date.now() % 100_000}`.toLowerCase();
  await page.goto(paths.profile('leagues'));
  await expect(page.getByRole('heading', { name: 'Leagues', level: 2 })).toBeVisible();
  await expect(page.getByText('WNBA', { exact: false }).first()).toBeVisible();
  await expectAccessible(page);
  await expectNoSideScroll(page);

  const form = page.getByRole('form', { name: 'Add a league' });
  // Nothing filled: every message says what to do.
  await form.getByRole('button', { name: 'Add league' }).click();
  await expect(form.getByRole('alert')).toContainText('Code: 2 to 24 lower-case letters');
  await expect(form.getByRole('alert')).toContainText('Source: where the league publishes');
  await expectAccessible(page);

  await form.getByLabel('Code (used in addresses, e.g. bbl)').fill(slug);
  await form.getByLabel('Name', { exact: true }).fill(`Test League ${slug}`);
  await form.getByLabel('Season names').selectOption('single-year');
  await form
    .getByLabel('Where the league publishes this rule (URL)')
    .fill('https://example.org/rules');
  await form.getByRole('button', { name: 'Add league' }).click();
  const status = page.getByRole('status').filter({ hasText: 'was added' });
  await expect(status).toContainText(`Test League ${slug} was added`);
  // The same code again: the server's 409, in words.
  await form.getByLabel('Code (used in addresses, e.g. bbl)').fill(slug);
  await form.getByLabel('Name', { exact: true }).fill('Again');
  await form
    .getByLabel('Where the league publishes this rule (URL)')
    .fill('https://example.org/rules');
  await form.getByRole('button', { name: 'Add league' }).click();
  await expect(form.getByRole('alert')).toContainText('already in the catalogue');
  await expectAccessible(page);

  // Correct it: the form fills with the entry, the code stays, the list shows the new name.
  await page.getByRole('button', { name: `Edit Test League ${slug}` }).click();
  const editForm = page.getByRole('form', { name: `Edit ${slug}` });
  await expect(editForm.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(editForm.getByLabel('Code (used in addresses, e.g. bbl)')).toHaveValue(slug);
  await expect(editForm.getByLabel('Season names')).toHaveValue('single-year');
  await editForm.getByLabel('Name', { exact: true }).fill(`Renamed ${slug}`);
  await editForm.getByLabel('Games played, % of the team’s').fill('50');
  await expectAccessible(page);
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was saved' })).toContainText(
    `Renamed ${slug} was saved`,
  );
  await expect(page.getByRole('listitem').filter({ hasText: `Renamed ${slug}` })).toBeVisible();
  const saved = (
    (await (await page.request.get('/api/leagues/catalogue')).json()) as {
      data: { slug: string; display_name: string; qualification: { games_share: number } }[];
    }
  ).data.find((l) => l.slug === slug);
  expect(saved).toMatchObject({
    display_name: `Renamed ${slug}`,
    qualification: { games_share: 0.5 },
  });
  await expectNoSideScroll(page);

  // Delete it (an added league with no data): asked once more, then gone from the list and the
  // API. A shipped league has no Delete.
  await expect(page.getByRole('button', { name: 'Delete WNBA' })).toHaveCount(0);
  await page.getByRole('button', { name: `Delete Renamed ${slug}` }).click();
  const confirm = page.getByRole('group', { name: `Delete Renamed ${slug}` });
  await expect(confirm.getByRole('button', { name: 'Delete league' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete league' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was deleted' })).toContainText(
    `Renamed ${slug} was deleted`,
  );
  await expect(page.getByRole('listitem').filter({ hasText: `Renamed ${slug}` })).toHaveCount(0);
  const codes = (
    (await (await page.request.get('/api/leagues/catalogue')).json()) as {
      data: { slug: string }[];
    }
  ).data.map((l) => l.slug);
  expect(codes).not.toContain(slug);

  // Back to the success link: add another and follow it.
  const second = `${slug}x`;
  await form.getByLabel('Code (used in addresses, e.g. bbl)').fill(second);
  await form.getByLabel('Name', { exact: true }).fill(`Second ${second}`);
  await form
    .getByLabel('Where the league publishes this rule (URL)')
    .fill('https://example.org/rules');
  await form.getByRole('button', { name: 'Add league' }).click();
  await page.getByRole('link', { name: 'See its players' }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${second}$`));
  await expect(page.getByRole('heading', { name: 'League not found' })).toHaveCount(0);
});

test('an admin merges two players and undoes it', async ({ page }, info) => {
  await signIn(page, 'admin');
  const list = async (league: string) =>
    (
      (await (
        await page.request.get(`/api/players?filter={"league":"${league}"}&limit=100`)
      ).json()) as { data: PlayerRow[] }
    ).data;
  // Two leagues: never in one game. Each width its own pair.
  const lane = { w375: 3, w800: 5, w1280: 7 }[info.project.name] ?? 9;
  const keep = (await list('nba'))[lane * 3]!;
  const merged = (await list('ncaam'))[lane * 3]!;

  await page.goto(paths.profile('merge-players'));
  await expect(page.getByRole('heading', { name: 'Merge players' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSideScroll(page);

  const pick = async (legend: string, p: PlayerRow) => {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('Search by name').fill(`${p.firstname} ${p.lastname}`);
    await group.getByRole('radio', { name: new RegExp(`\\(${p.slug}`) }).check();
  };
  await pick('Player to keep', keep);
  await pick('Player to merge into them', merged);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was merged into' })).toContainText(
    `${merged.firstname} ${merged.lastname} was merged into ${keep.firstname} ${keep.lastname}`,
  );
  expect((await page.request.get(`/api/players/${merged.slug}`)).status()).toBe(404);

  const undo = page.getByRole('button', {
    name: `Undo the merge of ${merged.firstname} ${merged.lastname} into ${keep.firstname} ${keep.lastname}`,
  });
  await undo.first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Merge undone' })).toBeVisible();
  expect((await page.request.get(`/api/players/${merged.slug}`)).status()).toBe(200);
  await expectAccessible(page);
  await expectNoSideScroll(page);
});

test("an admin says a player's data holds her whole career: no season highs, career highs only", async ({
  page,
}, info) => {
  await signIn(page, 'admin');
  type Big = {
    id: number;
    reasons: string[];
    player: { slug: string; firstname: string; lastname: string };
  };
  const bigGames = async (query: string) =>
    ((await (await page.request.get(`/api/big-games?${query}`)).json()) as { data: Big[] }).data;
  // A season high of a player whose career began before the demo's data; each width its own.
  const seasonHighs = (await bigGames('limit=100')).filter((g) =>
    g.reasons.some((r) => r.startsWith('season_high_')),
  );
  const slugs = [...new Set(seasonHighs.map((g) => g.player.slug))];
  const lane = { w375: 0, w800: 1, w1280: 2 }[info.project.name] ?? 3;
  const slug = slugs[lane]!;
  const game = seasonHighs.find((g) => g.player.slug === slug)!;
  const { firstname, lastname } = game.player;
  // Every reason of her big games: with a whole career, personal bests are career highs only.
  const reasonsNow = async () =>
    (await bigGames(`player=${slug}&limit=100`)).flatMap((g) => g.reasons).sort();
  const before = await reasonsNow();

  await page.goto(paths.profile('merge-players'));
  const form = page.getByRole('form', { name: 'Career history' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Choose a player first.');
  const group = form.getByRole('group', { name: 'Player', exact: true });
  await group.getByLabel('Search by name').fill(`${firstname} ${lastname}`);
  await group.getByRole('radio', { name: new RegExp(`\\(${slug}`) }).check();
  await form.getByRole('radio', { name: /the whole career/ }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved:' })).toContainText(
    `${firstname} ${lastname}'s personal bests now read career highs`,
  );
  const whole = await reasonsNow();
  expect(whole.some((r) => r.startsWith('season_high_'))).toBe(false);
  expect(whole).not.toEqual(before);
  await expectNoSideScroll(page);

  // And back: the demo's data does not hold her whole career.
  await form.getByRole('radio', { name: /part of it/ }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved:' })).toContainText(
    'now read season highs',
  );
  expect(await reasonsNow()).toEqual(before);
});
