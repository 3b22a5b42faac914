import type { Browser, Download, Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test, waitsForHydration } from './support/fixtures';

// Issue 16: share cards on the compare page, and a scout's board shared by a read-only link.

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
async function pngSize(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function twoPlayers(page: Page) {
  const res = await page.request.get('/api/players?limit=2');
  const { data } = (await res.json()) as {
    data: { slug: string; firstname: string; lastname: string }[];
  };
  return [data[0]!, data[1]!] as const;
}

test.describe('share cards', () => {
  test('compare: Share copies the link, Download image saves the compare card', async ({
    page,
    context,
  }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'fan');
    const [a, b] = await twoPlayers(page);
    const url = `${paths.playerCompare(a.slug)}?with=${b.slug}`;
    await page.goto(url);
    await expect(
      page.getByRole('columnheader', { name: `${b.firstname} ${b.lastname}` }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download image' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${a.slug}-vs-${b.slug}.png`);
    expect(await pngSize(download)).toEqual([1200, 630]);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('share-compare.png') });

    // The link's preview (HTML read without scripts) carries the same card.
    const html = await (await page.request.get(url)).text();
    expect(html).toContain(`/api/cards/compare/${a.slug}/${b.slug}.png"`);
  });

  test('player page: Download image saves the player card', async ({ page }) => {
    await signIn(page, 'fan');
    const [a] = await twoPlayers(page);
    await page.goto(paths.player(a.slug));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download image' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${a.slug}.png`);
    expect(await pngSize(download)).toEqual([1200, 630]);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  });
});

/** A page in a fresh context: no session, as a coach opening the link would be. */
async function signedOut(browser: Browser) {
  const context = await browser.newContext();
  return { page: waitsForHydration(await context.newPage()), close: () => context.close() };
}

test.describe('public boards', () => {
  test('a scout makes a board public, a signed-out visitor opens it, the scout revokes it', async ({
    page,
    browser,
  }, info) => {
    test.slow(); // a whole scouting session: two notes, a board, a visitor, a revoke
    await signIn(page, 'scout');
    await page.goto(paths.explorerForScouts());
    const table = page.getByRole('table', { name: /players, Season/ });
    await expect(table).toBeVisible();
    const aside = page.getByRole('complementary', { name: 'Selected player' });
    const boards = page.getByRole('region', { name: 'Boards' });
    // Each width works on its own rows (the scout's notes are shared by the parallel runs).
    const first = 2 * ['w375', 'w800', 'w1280'].indexOf(info.project.name);
    const stamp = `${info.project.name}-${Date.now()}`;
    const publicNote = `Public take ${stamp}`;
    const privateNote = `PRIVATE ${stamp}`;
    const boardName = `Shared ${stamp}`;

    await boards.getByLabel('New board name').fill(boardName);
    await boards.getByRole('button', { name: 'Create board' }).click();
    await expect(boards.getByRole('combobox', { name: 'Board' })).toContainText(boardName);

    const names: string[] = [];
    for (const [i, note, isPublic] of [
      [first, publicNote, true],
      [first + 1, privateNote, false],
    ] as const) {
      const link = table.getByRole('rowheader').nth(i).getByRole('link');
      names.push((await link.textContent())!.trim());
      await link.click();
      await aside.getByLabel('Note').fill(note);
      await aside.getByRole('checkbox', { name: /boards I share/ }).setChecked(isPublic);
      await aside.getByRole('button', { name: 'Save note' }).click();
      await expect(aside.getByText('Saved.')).toBeVisible();
      await boards.getByRole('button', { name: `Add ${names.at(-1)} to ${boardName}` }).click();
      await expect(boards.getByRole('list', { name: `Players on ${boardName}` })).toContainText(
        names.at(-1)!,
      );
    }

    await boards.getByRole('button', { name: `Make ${boardName} public` }).click();
    const linkBox = boards.getByLabel(/Public link/);
    await expect(linkBox).toHaveValue(/\/board\/[\w-]{32}$/);
    const shared = await linkBox.inputValue();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('share-scout.png'), fullPage: true });

    const visitor = await signedOut(browser);
    await visitor.page.goto(shared);
    await expect(visitor.page.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
    const list = visitor.page.getByRole('list', { name: `Players on ${boardName}` });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText(names[0]!);
    await expect(list).toContainText(names[1]!);
    await expect(list).toContainText(publicNote);
    await expect(visitor.page.getByText(privateNote)).toHaveCount(0);
    expect(await visitor.page.content()).not.toContain(privateNote);
    await expectAccessible(visitor.page);
    await visitor.page.screenshot({
      path: info.outputPath('share-board.png'),
      fullPage: true,
    });

    await boards.getByRole('button', { name: 'Revoke link' }).click();
    await expect(boards.getByRole('button', { name: `Make ${boardName} public` })).toBeVisible();
    await visitor.page.reload();
    await expect(visitor.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await visitor.close();
  });

  test('a made-up board link is the not-found page', async ({ browser }) => {
    const visitor = await signedOut(browser);
    await visitor.page.goto(paths.publicBoard('not-a-real-board-token'));
    await expect(visitor.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(visitor.page);
    await visitor.close();
  });
});
