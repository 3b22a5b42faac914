import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// The shell of spec §2 at each project width (375, 800, 1280): header or drawer, footer, search,
// gating and the not-found page, each with an axe scan.

const narrow = (width: number | undefined) => (width ?? 1280) < 850;

test('a signed-out visitor is sent to sign up, with Log In in the header and the footer links', async ({
  page,
  viewport,
}) => {
  // The server sends the page load there itself (issue 34), before any JavaScript.
  const pageLoad = await page.request.get(`${paths.analyze()}?page=2`, {
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(pageLoad.status()).toBe(302);
  expect(pageLoad.headers().location).toBe('/sign-up?redirect=%2Fanalyze%3Fpage%3D2');
  await page.goto(paths.analyze());
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fanalyze$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sign Up' })).toBeVisible();
  await expect(page).toHaveTitle(/ - basketball player discovery network$/);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', paths.privacyPolicy());
  await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', paths.termsOfUse());
  await expect(footer.getByRole('link', { name: 'Creator Portal' })).toHaveAttribute('href', paths.login());
  await expect(footer).toContainText(`Content Copyright Hoopdex LLC ${new Date().getFullYear()}`);

  if (narrow(viewport?.width)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', /\/sign-up/);
    await expect(drawer.getByRole('link', { name: 'Terms And Conditions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log In' })).toBeVisible();
  }
  await expectAccessible(page);
});

test('signed in: tabs with the active one marked, account links, no SCOUTING for a fan', async ({
  page,
  viewport,
}) => {
  await signIn(page, 'fan');
  await page.goto(paths.analyze());
  await expect(page).toHaveURL(paths.analyze());
  let nav = page.getByRole('navigation', { name: 'Main' });
  if (narrow(viewport?.width)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    nav = page.getByRole('dialog');
  }
  await expect(nav.getByRole('link', { name: 'LEADERBOARDS' })).toHaveAttribute('aria-current', 'page');
  for (const tab of ['DISCOVER', 'WATCH', 'DATABASE']) {
    await expect(nav.getByRole('link', { name: tab })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'SCOUTING' })).toHaveCount(0);
  const scope = narrow(viewport?.width) ? nav : page.getByRole('navigation', { name: 'Account' });
  await expect(scope.getByRole('link', { name: 'Log Out' })).toBeVisible();
  await expect(scope.getByRole('link', { name: 'Manage Account' })).toHaveAttribute('href', paths.profile());
  await expectAccessible(page);
});

test('following a header link moves focus to the new page heading, not on the first load', async ({
  page,
  viewport,
}) => {
  await signIn(page, 'fan');
  await page.goto(paths.shows());
  await expect(page.getByRole('heading', { level: 1, name: 'Watch' })).toBeVisible();
  // First load: the browser's own start, nothing focused by the app.
  await expect(page.getByRole('heading', { level: 1, name: 'Watch' })).not.toBeFocused();
  let nav = page.getByRole('navigation', { name: 'Main' });
  if (narrow(viewport?.width)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    nav = page.getByRole('dialog');
  }
  // Keyboard: focus the link and press Enter, as a keyboard user follows it.
  const link = nav.getByRole('link', { name: 'LEADERBOARDS' });
  await link.focus();
  await link.press('Enter');
  await expect(page).toHaveURL(paths.analyze());
  const heading = page.getByRole('heading', { level: 1, name: 'Leaderboards' });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
  await expectAccessible(page);
});

test('a scout sees the SCOUTING tab', async ({ page, viewport }) => {
  await signIn(page, 'scout');
  await page.goto(paths.shows());
  if (narrow(viewport?.width)) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = narrow(viewport?.width) ? page.getByRole('dialog') : page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'SCOUTING' })).toHaveAttribute('href', paths.explorerForScouts());
});

test('the header search goes to the results of the typed keyword', async ({ page }) => {
  await signIn(page, 'fan');
  await page.goto(paths.shows());
  const box = page.getByRole('combobox', { name: /search/i }).or(page.getByRole('searchbox')).first();
  if (!(await box.isVisible())) await page.getByRole('button', { name: /search/i }).first().click();
  await box.fill('  guard  ');
  await box.press('Enter');
  await expect(page).toHaveURL(paths.search('guard'));
  await expect(box).toHaveValue('guard');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});
