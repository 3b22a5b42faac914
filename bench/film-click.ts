import { paths } from '@hoopdex/contract/spa-paths';
import { chromium, type ElementHandle, type Page } from '@playwright/test';
import { chromiumArgs } from '../scripts/chromium-args';

// Click on a clip to its first frame, in Debian's Chromium on loopback (issue 24, goal ≤ 1 s):
// the time from a click to the first video frame presented at or after the clip's start while
// the film plays (requestVideoFrameCallback's mediaTime). Two kinds of click:
// - from the statistics tab's "Made threes" link, a page without the film: the click pays for
//   the playlist's route, the plays API, the player chunk, the film's playlists and segments;
// - a Watch button on the game page, whose film the page has already attached: a seek.

/** What the function run in the page uses of the DOM (the bench compiles without DOM types). */
interface FrameVideo {
  seeking: boolean;
  requestVideoFrameCallback(cb: (now: number, meta: { mediaTime: number }) => void): number;
}
interface PageGlobals {
  document: { querySelector(selector: string): FrameVideo | null };
}

export interface ClickFigures {
  /** The statistics tab's "Made threes" link to the playlist's first frame, in ms. */
  fromStatLink: number;
  /** Watch buttons on the game page (the film attached with the page), in ms each. */
  gamePage: number[];
}

/** ms from clicking `target` to a frame presented near `start` (NaN after 20 s). */
function frameAfterClick(page: Page, target: ElementHandle, start: number): Promise<number> {
  return page.evaluate(
    async ([el, at]) => {
      // No named function in here: tsx (esbuild, keepNames) wraps one in a `__name` helper
      // that exists in Node, not in the page.
      const win = globalThis as unknown as PageGlobals;
      const t0 = performance.now();
      (el as unknown as { click(): void }).click();
      // The first frame presented near the clip's start once no seek is pending. A paused,
      // missing or replaced element presents none: look again every 250 ms.
      while (performance.now() < t0 + 20_000) {
        const video = win.document.querySelector('[data-testid="film-video"]');
        if (!video) {
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        const hit = await new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => resolve(null), 250);
          video.requestVideoFrameCallback((now, meta) => {
            clearTimeout(timer);
            const near = meta.mediaTime >= at - 0.5 && meta.mediaTime <= at + 2;
            resolve(near && !video.seeking ? now - t0 : null);
          });
        });
        if (hit !== null) return hit;
      }
      return Number.NaN;
    },
    [target, start] as const,
  );
}

type Clip = { video: { start: number } | null };
const clipStarts = (plays: Clip[]) => plays.flatMap((p) => (p.video ? [p.video.start] : []));

export async function clickToFirstFrame(opts: {
  baseUrl: string;
  gameId: number;
  /** The filmed player: his made threes this season open the playlist. */
  slug: string;
  /** Demo fan credentials: the film room is for signed-in readers. */
  email: string;
  password: string;
  clicks: number;
}): Promise<ClickFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({
      baseURL: opts.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: opts.email, password: opts.password },
    });
    if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()}`);
    const getPlays = async (url: string) =>
      ((await (await page.request.get(url)).json()) as { data: Clip[] }).data;

    // 1. The statistics tab's Watch row: the playlist opens and plays its first clip.
    const seasonThrees = await getPlays(
      `/api/players/${opts.slug}/plays?event=fg3_made&interval=latest_season&limit=100`,
    );
    await page.goto(paths.player(opts.slug, 'statistics'));
    const link = page
      .getByRole('navigation', { name: "Watch this season's plays" })
      .getByRole('link', { name: 'Made threes' });
    await link.waitFor({ timeout: 60_000 });
    const firstStart = clipStarts(seasonThrees)[0];
    const fromStatLink =
      firstStart === undefined
        ? Number.NaN
        : await frameAfterClick(page, (await link.elementHandle())!, firstStart);

    // 2. Watch buttons on the game page, spread over the film.
    await page.goto(paths.game(opts.gameId));
    const buttons = page.getByRole('button', { name: /^Watch: / });
    await buttons.first().waitFor({ timeout: 60_000 });
    // Each Watch button is a play with a clip, in the game's order: the API gives its start.
    const starts = clipStarts(await getPlays(`/api/games/${opts.gameId}/plays`));
    const count = Math.min(await buttons.count(), starts.length);
    const picks = Array.from({ length: Math.min(opts.clicks, count) }, (_, i) =>
      Math.floor((i * count) / Math.max(1, opts.clicks)),
    );
    const gamePage: number[] = [];
    for (const index of picks) {
      const button = buttons.nth(index);
      await button.scrollIntoViewIfNeeded();
      gamePage.push(await frameAfterClick(page, (await button.elementHandle())!, starts[index]!));
      await page.waitForTimeout(1500); // let it play a little, as someone watching would
    }
    return { fromStatLink, gamePage };
  } finally {
    await browser.close();
  }
}
