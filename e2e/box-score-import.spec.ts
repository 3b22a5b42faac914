import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// An admin imports a box-score CSV from Manage Account; the player's season then counts the game.
test.describe.configure({ timeout: 120_000 });

type PlayerRow = { slug: string; team_name: string | null };

test('an admin imports a box-score file and the player page counts the new game', async ({
  page,
}, info) => {
  await signIn(page, 'admin');
  // Each width takes its own player and day, so the projects running side by side never share a
  // game (two players of one team on one day would be one game: 0 new games the second time).
  const lane = { w375: 1, w800: 2, w1280: 3 }[info.project.name] ?? 4;
  const pick = lane * 10;
  const nba = (await (
    await page.request.get(
      '/api/players?filter={"league":"nba"}&sort={"team_name":"asc"}&limit=100',
    )
  ).json()) as {
    data: PlayerRow[];
  };
  const player = nba.data.filter((p) => p.team_name)[pick]!;
  const opponent = nba.data.find((p) => p.team_name && p.team_name !== player.team_name)!;
  const statsOf = async () =>
    (
      await (
        await page.request.get(`/api/players/${player.slug}/stats?interval_id=latest_season`)
      ).json()
    ).data as {
      games_played: number;
    };
  const before = (await statsOf()).games_played;

  // A day of the season the player page counts (the current one), in the past when it can be:
  // out of season, near its first or last day (a different day per width either way).
  const orgs = (await (await page.request.get('/api/organizations')).json()).data as {
    id: number;
    name: string;
  }[];
  const board = await page.request.get(
    `/api/leaderboards?organization_id=${orgs.find((o) => o.name === 'nba')!.id}&interval_code=latest_season&limit=1`,
  );
  const { start_date: start, end_date: end } = (await board.json()).data as {
    start_date: string;
    end_date: string;
  };
  const shift = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const daysAgo = shift(new Date().toISOString().slice(0, 10), -lane);
  const day = daysAgo < start ? shift(start, lane) : daysAgo > end ? shift(end, -lane) : daysAgo;

  const csv =
    'game_date,league,home_team,away_team,home_score,away_score,player,team,minutes,pts,fgm,fga,three_pm,three_pa,ftm,fta,oreb,dreb,reb,ast,st,blks,turnovers,fouls\n' +
    `${day},nba,"${player.team_name}","${opponent.team_name}",101,99,${player.slug},"${player.team_name}",34,27,10,18,3,7,4,5,1,6,7,5,2,1,2,3\n`;

  await page.goto(paths.profile('box-scores'));
  await expect(page.getByRole('heading', { name: 'Import box scores' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByLabel('Box-score CSV file')
    .setInputFiles({ name: 'game.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Imported: 1 new game, 1 new and 0 updated box-score lines.',
  );

  await page.goto(paths.player(player.slug));
  await expect(page.getByText(`${before + 1} games played (Season)`)).toBeVisible();
  expect((await statsOf()).games_played).toBe(before + 1);
});

test('the import section is not offered to a fan', async ({ page }) => {
  await signIn(page, 'fan');
  await page.goto(paths.profile('box-scores'));
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import Box Scores' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Import box scores' })).toHaveCount(0);
});
