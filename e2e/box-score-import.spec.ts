import { boxScoreColumns, type BoxScoreColumn } from '@hoopdex/contract/box-score-columns';
import { quoteCsv } from '../apps/server/src/lib/csv';
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

  // 27 points on 10-18 with 3 threes and 4-5 free throws: a line that adds up.
  const line: Record<BoxScoreColumn, string | number> = {
    game_date: day,
    league: 'nba',
    home_team: player.team_name!,
    away_team: opponent.team_name!,
    home_score: 101,
    away_score: 99,
    player: player.slug,
    team: player.team_name!,
    minutes: 34,
    pts: 27,
    fgm: 10,
    fga: 18,
    three_pm: 3,
    three_pa: 7,
    ftm: 4,
    fta: 5,
    oreb: 1,
    dreb: 6,
    reb: 7,
    ast: 5,
    st: 2,
    blks: 1,
    turnovers: 2,
    fouls: 3,
  };
  const csv = [boxScoreColumns, boxScoreColumns.map((c) => String(line[c]))]
    .map((cells) => cells.map(quoteCsv).join(','))
    .join('\n');

  await page.goto(paths.profile('box-scores'));
  await expect(page.getByRole('heading', { name: 'Import box scores' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByLabel('Box-score CSV file')
    .setInputFiles({ name: 'game.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import' }).click();
  // The league-wide move checks run after the answer (decision 0036); the answer itself still
  // refreshes the league's stats, seconds on a busy CI server with the other width beside it.
  await expect(page.getByRole('status')).toHaveText(
    'Imported: 1 new game, 1 new and 0 updated box-score lines.',
    { timeout: 20_000 },
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
