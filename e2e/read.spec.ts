import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

test.describe('article and creator pages', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('an article shows its body, creator and related articles', async ({
    page,
    request,
  }, info) => {
    // A seeded article with section headings: the newest may be one another test just published
    // from the Studio (no heading), so the pick does not depend on what runs beside it.
    const list = await (await request.get('/api/content?content_type=article&limit=50')).json();
    const article = (
      list.data as { id: number; content: { title: string; body?: string | null } }[]
    ).find((a) => /^## |<h2/m.test(a.content.body ?? ''))!;
    expect(article, 'a seeded article with a heading').toBeTruthy();
    await page.goto(paths.article(article.id));
    await expect(
      page.getByRole('heading', { level: 1, name: article.content.title }),
    ).toBeVisible();
    await expect(page.locator('.markdown-body h2').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^[♡♥]? ?Like/ })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p6-article.png'), fullPage: false });
  });

  test('a like is counted, survives a reload and can be taken back', async ({
    page,
    request,
  }, info) => {
    // Each viewport project likes its own article: the three run at once with one demo account.
    // Behind nginx (E2E_CLUSTER=1) the reload may be answered by another instance.
    const index = Math.max(0, ['w375', 'w800', 'w1280'].indexOf(info.project.name));
    const list = await (
      await request.get(`/api/content?content_type=article&limit=1&offset=${index + 1}`)
    ).json();
    const article = list.data[0];
    await page.goto(paths.article(article.id));
    const button = page.getByRole('button', { name: /Like/ });
    await expect(button).toBeEnabled();
    // Start from "not liked" whatever an earlier run left behind.
    if ((await button.getAttribute('aria-pressed')) === 'true') {
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(button).toBeEnabled();
    }
    const before = Number(await button.locator('.like-button__count').textContent());
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toBeEnabled();
    await page.reload();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button.locator('.like-button__count')).toHaveText(String(before + 1));
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toBeEnabled();
    await page.reload();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button.locator('.like-button__count')).toHaveText(String(before));
  });

  test('following from a creator page changes the fan count', async ({ page, request }, info) => {
    // Each viewport project follows its own creator: the three run at once with one demo account.
    const index = ['w375', 'w800', 'w1280'].indexOf(info.project.name);
    const creators = await (
      await request.get('/api/creators?type=creator&limit=3&sort={"fan_count":"asc"}')
    ).json();
    const creator = creators.data[Math.max(0, index)];
    await page.goto(paths.creator(creator.profile_key));
    await expect(page.getByRole('heading', { level: 1, name: creator.displayname })).toBeVisible();
    const fans = page.locator('.creator-profile__fans');
    await expect(fans).toHaveText(/Fans?$|[KM]$/);
    // Start from "not following" whatever an earlier run left behind.
    const unfollow = page.getByRole('button', { name: 'Unfollow' });
    const follow = page.getByRole('button', { name: 'Follow' });
    await expect(follow.or(unfollow)).toBeEnabled();
    if (await unfollow.isVisible()) {
      await unfollow.click();
      await expect(follow).toBeEnabled();
    }
    const before = await fans.textContent();
    await follow.click();
    await expect(unfollow).toBeVisible();
    await expect(fans).not.toHaveText(before!);
    await expect(unfollow).toBeEnabled();
    await unfollow.click();
    await expect(fans).toHaveText(before!);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p6-creator.png'), fullPage: false });

    await page
      .getByRole('navigation', { name: 'Creator sections' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(paths.creator(creator.profile_key, 'about'));
    await expect(page.getByRole('heading', { name: `About ${creator.displayname}` })).toBeVisible();
    await page.goto(`${paths.creator(creator.profile_key)}/bogus`);
    await expect(page.getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
