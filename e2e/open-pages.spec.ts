import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// The open routes of spec §2 and the account pages: each renders its heading and passes axe at
// every project width.
const openPages: [string, string, RegExp][] = [
  ['terms of use', paths.termsOfUse(), /Terms of Use/i],
  ['privacy policy', paths.privacyPolicy(), /Privacy Policy/i],
  ['log in', paths.login(), /^Log In$/],
  ['sign up (the landing)', paths.signUp(), /^Hoopdex$/],
  ['forgot password', paths.forgotPassword(), /Forgot your password/],
  ['player portal about', paths.playerPortalAbout(), /.+/],
  ['player portal sign up', paths.playerPortalSignUp(), /.+/],
  ['player portal set password', paths.playerPortalSetPassword(), /.+/],
  ['account action', paths.acctAction(), /.+/],
];

for (const [name, url, heading] of openPages) {
  test(`open page: ${name}`, async ({ page }) => {
    await page.goto(url);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectAccessible(page);
  });
}

test('manage account shows the signed-in account and its sections', async ({ page }) => {
  // Five pages, each loaded and scanned by axe: beside a whole season's import (the other
  // widths' import-job test) this walk ran past the default 30 s in CI.
  test.setTimeout(90_000);
  await signIn(page, 'fan');
  await page.goto(paths.profile());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('fan@hoopdex.test').first()).toBeVisible();
  await expectAccessible(page);
  for (const section of ['password', 'follows', 'likes', 'delete']) {
    await page.goto(paths.profile(section));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});
