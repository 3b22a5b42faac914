import { test as base, expect, type Cookie, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { hydrationProblems } from './hydration';

/** Demo accounts created by the seed (apps/server/src/seed/seed-accounts.ts). */
export const demoPassword = 'hoopdex-demo-2026';
export const demoAccounts = {
  fan: 'fan@hoopdex.test',
  player: 'player@hoopdex.test',
  creator: 'creator@hoopdex.test',
  scout: 'scout@hoopdex.test',
  admin: 'admin@hoopdex.test',
} as const;
export type DemoRole = keyof typeof demoAccounts;

// One session per demo role per worker, reused like a browser keeps its cookie: signing in
// before every test would spend the server's per-account login budget (10 per 15 minutes).
const sessions = new Map<DemoRole, Cookie[]>();

/** Signs the page's context in through the auth API (cookie session), as the login form does. */
export async function signIn(page: Page, role: DemoRole = 'fan') {
  const known = sessions.get(role);
  if (known) {
    await page.context().addCookies(known);
    if ((await page.request.get('/api/me')).ok()) return;
    await page.context().clearCookies();
  }
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: demoAccounts[role], password: demoPassword },
  });
  expect(res.status(), `sign-in as ${role}`).toBe(200);
  sessions.set(role, await page.context().cookies());
}

/**
 * After a document load the server may have rendered (decision 0037), waits until React has
 * taken the page over (`<html data-hydrated>`, app/hydrated-mark.tsx): before that the page's
 * buttons have no handlers, and a test clicking at once would click nothing.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () =>
      document.getElementById('ssr-data') === null ||
      document.documentElement.dataset.hydrated === 'true',
  );
}

/**
 * The page, its `goto` and `reload` made to wait for the hydration of a server-rendered page.
 * The `page` fixture is made so; a test that opens a page of its own (another person in their
 * own context) passes it through this, unless that context runs without JavaScript.
 */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  return page;
}

/**
 * `page`: every `goto` and `reload` waits for the hydration of a server-rendered page (a page
 * the browser renders alone is ready as before; with JavaScript off there is nothing to wait for),
 * and a hydration warning or error fails the test. `signedIn`: a page whose context is signed in
 * as the demo fan before the test starts.
 */
export const test = base.extend<{ signedIn: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Every test at every width fails on a hydration warning or error of any page it loads
    // (decision 0037): the dedicated server-rendering specs run at 375 and 1280 px only.
    const problems = hydrationProblems(page);
    // Without JavaScript nothing hydrates: the server's page is all there is.
    await use(javaScriptEnabled === false ? page : waitsForHydration(page));
    expect(problems, 'no hydration warning or error on any page the test loaded').toEqual([]);
  },
  signedIn: async ({ page }, use) => {
    await signIn(page, 'fan');
    await use(page);
  },
});

/**
 * Fails when something else (a sticky bar, an overlay) is drawn over the element's centre:
 * toBeVisible only checks that it has a size and is not hidden.
 */
export async function expectUncovered(target: Locator) {
  const onTop = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, 'nothing is drawn over the element').toBe(true);
}

export { expect, expectAccessible };
