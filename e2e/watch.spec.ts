import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

/** An attribute value as the server escapes it (escape-html), read back. */
const decodeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test.describe('video, shows and show pages', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a video in a playlist (?p=) lists the next videos, which keep the playlist', async ({
    page,
    request,
  }, info) => {
    const playlists = await (await request.get('/api/getAllFeaturedPlaylists')).json();
    const playlist = playlists.data.find((p: { items?: unknown[] }) => (p.items?.length ?? 0) > 2);
    expect(playlist, 'the seed has a featured playlist with 3+ videos').toBeTruthy();
    if (!playlist) return;
    const first = playlist.items[0];
    await page.goto(paths.video(first.content.videoid ?? first.id, playlist.id));
    await expect(page.getByRole('heading', { level: 1, name: first.content.title })).toBeVisible();
    const side = page.getByRole('region', { name: `Up next in ${playlist.title}` });
    await expect(side.getByRole('link')).toHaveCount(playlist.items.length - 1);
    await expect(side.getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`\\?p=${playlist.id}$`),
    );
    await expect(page.getByRole('button', { name: /^Play / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p6-video.png'), fullPage: false });

    await side.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`\\?p=${playlist.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: playlist.items[1].content.title }),
    ).toBeVisible();
  });

  test("a shared video link's HTML carries its preview (title, picture) before any script runs", async ({
    page,
    request,
  }) => {
    const feed = await (await request.get('/api/videos?limit=1')).json();
    const video = feed.data[0];
    const html = await (await request.get(paths.video(video.content.videoid ?? video.id))).text();
    const ogTitle = decodeAttribute(
      /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1] ?? '',
    );
    expect(ogTitle.startsWith(`${video.content.title} | `)).toBe(true);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/);
    // The SPA keeps the same tags, with the same values, once it runs.
    await page.goto(paths.video(video.content.videoid ?? video.id));
    await expect(page.getByRole('heading', { level: 1, name: video.content.title })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', ogTitle);
  });

  test('a missing video id shows a not-found state', async ({ page }) => {
    await page.goto(paths.video('no-such-video-id'));
    await expect(page.getByRole('heading', { level: 1, name: 'Video not found' })).toBeVisible();
    await expectAccessible(page);
  });

  test('shows grid leads to a show with its episodes', async ({ page }, info) => {
    await page.goto(paths.shows());
    await expect(page.getByRole('heading', { level: 1, name: 'Watch' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured playlists' })).toBeVisible();
    const play = page.getByRole('link', { name: /^Play / }).first();
    await expect(play).toBeAttached();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p6-shows.png'), fullPage: false });

    await page.goto((await play.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Episodes' })).toBeVisible();
    await expect(page.locator('a[href^="/video/"]').first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p6-show.png'), fullPage: false });
  });

  test('videos of a player are paged', async ({ page, request }) => {
    const players = await (
      await request.get('/api/players?limit=1&sort={"trending_rank":"asc"}')
    ).json();
    await page.goto(paths.viewAllVideosByPlayer(players.data[0].id));
    await expect(page.getByRole('heading', { level: 1, name: /^Videos of / })).toBeVisible();
    await expect(page.locator('a[href^="/video/"]').first()).toBeVisible();
    await expectAccessible(page);
  });
});
