import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, test } from './support/fixtures';

// Terms of Use and Privacy Policy describe what the product stores; the contact address is the
// build's VITE_CONTACT_EMAIL (the same environment builds the app under test), else a plain
// sentence that none is configured.
const contact = process.env.VITE_CONTACT_EMAIL;

const pages = [
  { url: paths.privacyPolicy(), h1: 'Privacy Policy', sections: ['Your account', 'What you do here', 'E-mail', 'Cookies and browser storage', 'What creators upload', 'Deleting your data', 'Contact'] },
  { url: paths.termsOfUse(), h1: 'Terms of Use', sections: ['Who may use it', 'Your account', 'What you post', 'Uploads', 'Reporting a copyright problem', 'Statistics', 'Ending', 'Contact'] },
];

for (const legal of pages) {
  test(`${legal.h1}: its sections and the contact address`, async ({ page }) => {
    await page.goto(legal.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1);
    await expect(page).toHaveTitle(new RegExp(`^${legal.h1} \\| `));
    for (const section of legal.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByText('This page is on its way')).toHaveCount(0);
    const where = page.getByTestId('legal-contact');
    if (contact) {
      await expect(where.getByRole('link', { name: contact })).toHaveAttribute('href', `mailto:${contact}`);
    } else {
      await expect(where).toContainText('No contact address is configured');
    }
    await expectAccessible(page);
  });
}

test('the privacy policy names the session cookie and leads to account deletion', async ({ page }) => {
  await page.goto(paths.privacyPolicy());
  await expect(page.getByText('hoopdex.session_token', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /Delete account/ }).click();
  // Deleting needs a session: a signed-out visitor is sent to sign up, back to the page after.
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fprofile%2Fdelete$/);
});
