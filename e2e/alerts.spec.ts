import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { boxScoreColumns, type BoxScoreColumn } from '@hoopdex/contract/box-score-columns';
import { request as apiRequest, type Browser, type Page } from '@playwright/test';
import { quoteCsv } from '../apps/server/src/lib/csv';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test, type DemoRole, waitsForHydration } from './support/fixtures';

// Issue 15: a followed creator's post and a followed player's big game reach the fan's open
// page live (the bell's count rises without a reload), the notification leads to the post or the
// game, and the alert mail lands in the outbox with a one-click unsubscribe that works.
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh fan per test (the widths run side by side; each needs its own inbox and settings). */
async function newFan(page: Page) {
  const email = `alerts-${unique()}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Alert Fan', email, password: 'a-Long-enough-passphrase-42' },
  });
  expect(res.ok()).toBe(true);
  return email;
}

/** The caller's bearer ID token (the API's writes want one; the cookie session gives it). */
async function bearer(page: Page) {
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Another signed-in person in their own browser context (the creator, the admin). */
async function actor(browser: Browser, role: DemoRole) {
  const context = await browser.newContext();
  const page = waitsForHydration(await context.newPage());
  await signIn(page, role);
  return { page, headers: await bearer(page), close: () => context.close() };
}

function outboxMail(to: string, kind: string, containing: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (const f of readdirSync(outbox, { withFileTypes: true })) {
    if (!f.name.includes(`-${kind}-`) || !f.name.endsWith('.json')) continue;
    const mail = JSON.parse(readFileSync(path.join(outbox, f.name), 'utf8'));
    if (mail.to === to && String(mail.text).includes(containing)) {
      return mail as { text: string; headers: Record<string, string> };
    }
  }
  return null;
}

const bell = (page: Page) => page.getByTestId('notification-bell');

test('a followed creator posts: the bell rises live, the post opens, the mail unsubscribes', async ({
  page,
  browser,
}, info) => {
  // The demo creator account publishes as the first seeded creator profile: its slug from /api/me.
  const creator = await actor(browser, 'creator');
  const creatorSlug = (
    (await (await creator.page.request.get('/api/me')).json()).data as { slug: string }
  ).slug;
  const email = await newFan(page);
  const fan = await bearer(page);
  const follow = await page.request.post('/api/me/userFollows', {
    headers: fan,
    data: { slug: creatorSlug, followType: 'creator' },
  });
  expect(follow.ok(), await follow.text()).toBe(true);

  await page.goto(paths.profile('notifications'));
  await expect(page.getByText(/No notifications yet/)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.getByRole('radio', { name: 'Each alert' }).check();
  await expect(page.getByRole('radio', { name: 'Each alert' })).toBeChecked();
  await expectAccessible(page);

  const text = `Film session ${unique()} <b>tonight</b>`;
  const published = await creator.page.request.post('/api/me/content', {
    headers: creator.headers,
    data: { content_type: 'user_post', body: text },
  });
  expect(published.ok(), await published.text()).toBe(true);
  await creator.close();

  // No reload: the event stream moves the badge and refreshes the list. (The other widths'
  // creator posts may arrive too: this fan follows the same creator.)
  // Live, but behind whatever the single-connection PGlite is busy with (the other width's
  // imports and their follow-up): up to 30 s on a loaded CI machine.
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/, {
    timeout: 30_000,
  });
  const entry = page.getByRole('listitem').filter({ hasText: text }); // shown as text, not HTML
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await expect(entry.getByRole('link')).toHaveText(/ published a post$/);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('inbox.png') });
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/creator/${creatorSlug}$`));

  // The mail: the outbox (no SMTP in tests), with RFC 8058 one-click unsubscribe.
  await expect.poll(() => outboxMail(email, 'alert', text), { timeout: 30_000 }).not.toBeNull();
  const mail = outboxMail(email, 'alert', text)!;
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!);
  const signedOut = await apiRequest.newContext({ baseURL: new URL(page.url()).origin });
  const unsubscribe = await signedOut.post(`${link.pathname}${link.search}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(await unsubscribe.text()).toContain('You are unsubscribed');
  await signedOut.dispose();
  const settings = await page.request.get('/api/me/notification-settings', { headers: fan });
  expect((await settings.json()).data.email).toBe('off');
});

/** A day of the current nba season (the importer needs one), a different one per width. */
async function seasonDay(page: Page, lane: number) {
  const orgs = (await (await page.request.get('/api/organizations')).json()).data as {
    id: number;
    name: string;
  }[];
  const board = await page.request.get(
    `/api/leaderboards?organization_id=${orgs.find((o) => o.name === 'nba')!.id}&interval_code=latest_season&limit=1`,
  );
  const { start_date: start } = (await board.json()).data as { start_date: string };
  return new Date(Date.parse(`${start}T00:00:00Z`) + (20 + lane) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

type PlayerRow = { slug: string; firstname: string; lastname: string; team_name: string | null };

test('an admin imports a big game of a followed player: the bell rises live and leads to the game', async ({
  page,
  browser,
}, info) => {
  await newFan(page);
  const fan = await bearer(page);
  // Each width its own player and day (the projects run side by side on one server).
  const lane = { w375: 1, w800: 2, w1280: 3 }[info.project.name] ?? 4;
  const nba = (await (
    await page.request.get(
      '/api/players?filter={"league":"nba"}&sort={"team_name":"asc"}&limit=100',
    )
  ).json()) as { data: PlayerRow[] };
  const withTeam = nba.data.filter((p) => p.team_name);
  const player = withTeam[lane * 10 + 5]!;
  const opponent = withTeam.find((p) => p.team_name !== player.team_name)!;
  await page.request.post('/api/me/userFollows', {
    headers: fan,
    data: { slug: player.slug, followType: 'player' },
  });

  await page.goto(paths.home());
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // 31 points and 12 rebounds: a double-double, so a big game whatever the player's history.
  const day = await seasonDay(page, lane);
  const line: Record<BoxScoreColumn, string | number> = {
    game_date: day,
    league: 'nba',
    home_team: player.team_name!,
    away_team: opponent.team_name!,
    home_score: 104,
    away_score: 98,
    player: player.slug,
    team: player.team_name!,
    minutes: 36,
    pts: 31,
    fgm: 12,
    fga: 20,
    three_pm: 3,
    three_pa: 6,
    ftm: 4,
    fta: 4,
    oreb: 3,
    dreb: 9,
    reb: 12,
    ast: 4,
    st: 1,
    blks: 1,
    turnovers: 2,
    fouls: 2,
  };
  const csv = [boxScoreColumns, boxScoreColumns.map((c) => String(line[c]))]
    .map((cells) => cells.map(quoteCsv).join(','))
    .join('\n');
  const admin = await actor(browser, 'admin');
  const imported = await admin.page.request.post('/api/admin/box-scores', {
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    data: csv,
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  await admin.close();

  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const item = page.getByRole('link', {
    name: `${player.firstname} ${player.lastname} had a big game`,
  });
  await expect(item).toBeVisible();
  await expect(page.getByText(/^31 PTS, 12 REB, 4 AST$/)).toBeVisible();
  await expectAccessible(page);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/player/${player.slug}/statistics\\?game=\\d+$`));
});
