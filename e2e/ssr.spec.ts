import { paths } from '../apps/web/src/config/paths';
import { expect, signIn, test } from './support/fixtures';
import { hydrated, hydrationProblems } from './support/hydration';

// Decision 0037: the landing, the legal pages, the player portal and the account forms come
// rendered from the server, the browser hydrates that markup (no mismatch, no second fetch of
// what the server loaded), and they read with JavaScript off.

// The browser in a timezone far from the server's (UTC): a date or time formatted in the
// visitor's zone while rendering would differ from the server's markup and fail hydration.
test.use({ timezoneId: 'Pacific/Auckland' });

const pages = [
  {
    url: paths.signUp(),
    h1: 'Hoopdex',
    text: /performance drives value and potential becomes power/,
  },
  { url: paths.termsOfUse(), h1: 'Terms of Use', text: 'Who may use it' },
  { url: paths.privacyPolicy(), h1: 'Privacy Policy', text: 'Cookies and browser storage' },
  // The player portal's pages and the open account forms (issue 34).
  { url: paths.playerPortalAbout(), h1: 'Player Portal', text: 'How it works' },
  {
    url: paths.playerPortalSignUp(),
    h1: 'Claim your player profile',
    text: 'How the player portal works',
  },
  { url: paths.login(), h1: 'Log In', text: 'Forgot your password?' },
  {
    url: paths.forgotPassword(),
    h1: 'Forgot your password?',
    text: 'we will send you a link to choose a new password',
  },
];

for (const { url, h1, text } of pages) {
  test(`${url} hydrates the server's page without a hydration warning`, async ({ page }) => {
    const problems = hydrationProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/api/')) apiCalls.push(path);
    });
    const res = await page.goto(url);
    expect(await res?.text()).toContain(`>${h1}</h1>`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByText(text).first()).toBeVisible();

    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(problems, 'no hydration warning or error').toEqual([]);
    // What the server loaded (the session, the landing's lists) is not asked for again.
    expect(apiCalls.filter((p) => p === '/api/me' || p === '/api/players')).toEqual([]);
  });
}

test("the app's script and stylesheet are asked for only after the rendered page's first contentful paint", async ({
  page,
}) => {
  await page.goto(paths.signUp());
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  // Before the paint: the boot script only (the document is not a script).
  const entry = timing.scripts.find((s) => /\/static\/js\/index-[\w-]+\.js$/.test(s.name));
  expect(entry, JSON.stringify(timing.scripts)).toBeDefined();
  expect(entry!.start).toBeGreaterThanOrEqual(timing.paint!);
  // Nor the stylesheet: the page carries the rules it needs (first-paint-css.spec.ts).
  const sheets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\/static\/media\/style-[\w-]+\.css$/.test(e.name))
      .map((e) => e.startTime),
  );
  expect(sheets).toHaveLength(1);
  expect(sheets[0]).toBeGreaterThanOrEqual(timing.paint!);
  // And it comes after the page's own rules in the document, so its rules win over their copies
  // (a panel opened after hydration is drawn as the stylesheet says).
  const after = await page.evaluate(() => {
    const own = document.getElementById('page-css');
    const link = document.querySelector('link[data-app-css]');
    return Boolean(
      own && link && own.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
  expect(after).toBe(true);
});

test('with JavaScript off the landing and the legal pages still show their content', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    for (const { url, h1, text } of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByText(text).first()).toBeVisible();
    }
    // The landing's live content: the trending players are in the first HTML.
    await page.goto(paths.signUp());
    const live = page.getByRole('region', { name: 'Trending now' });
    await expect(live.getByRole('link').first()).toHaveAttribute('href', /^\/player\//);
  } finally {
    await context.close();
  }
});

test('a signed-in visitor gets the landing rendered with their own header', async ({
  signedIn: page,
}) => {
  const problems = hydrationProblems(page);
  const res = await page.goto(paths.termsOfUse());
  const html = (await res?.text()) ?? '';
  expect(html).toContain('>Terms of Use</h1>');
  // The header was rendered for the session: no "Log In" link in the server's HTML.
  expect(html).not.toContain('>Log In</a>');
  expect(html).toContain('>Log Out<');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test("a scout's shared board comes rendered and hydrates; a wrong link is a 404 with not-found", async ({
  browser,
  page: scoutPage,
}, info) => {
  // The scout makes a board of two trending players and shares it, through the API.
  await signIn(scoutPage, 'scout');
  const { token: bearer } = (await (await scoutPage.request.get('/api/auth/token')).json()) as {
    token: string;
  };
  const api = (method: 'post' | 'put', url: string, data?: object) =>
    scoutPage.request[method](`/api/scouting${url}`, {
      headers: { authorization: `Bearer ${bearer}` },
      ...(data ? { data } : {}),
    });
  const trending = (await (
    await scoutPage.request.get(
      '/api/players?filter={"trending_rank":{"ne":null}}&sort={"trending_rank":"asc"}&limit=2',
    )
  ).json()) as { data: Array<{ slug: string; firstname: string; lastname: string }> };
  const name = `SSR board ${info.project.name}-${Date.now()}`;
  const made = await api('post', '/boards', { name });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  await api('put', `/boards/${id}/items`, { slugs: trending.data.map((p) => p.slug) });
  const shared = (await (await api('post', `/boards/${id}/share`)).json()) as {
    data: { share_token: string };
  };
  const url = paths.publicBoard(shared.data.share_token);

  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const problems = hydrationProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/api/')) apiCalls.push(path);
    });
    const res = await page.goto(url);
    const html = (await res?.text()) ?? '';
    expect(html).toContain(`>${name}</h1>`);
    const first = trending.data[0]!;
    expect(html).toContain(`${first.firstname} ${first.lastname}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(problems, 'no hydration warning or error').toEqual([]);
    expect(apiCalls.filter((p) => p.startsWith('/api/boards/'))).toEqual([]);
    await expect(
      page.getByRole('list', { name: `Players on ${name}` }).getByRole('link'),
    ).toHaveCount(trending.data.length);

    // A wrong link: the server answers 404 with the not-found page, which hydrates as it is.
    const missing = await page.goto(paths.publicBoard('no-such-board-link'));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.waitForLoadState('networkidle');
    expect(problems, 'no hydration warning or error').toEqual([]);
  } finally {
    await context.close();
  }
});
