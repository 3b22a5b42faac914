import { chromium } from '@playwright/test';
import { chromiumArgs } from '../scripts/chromium-args';

// Click on a clip to its first frame, in Debian's Chromium on loopback (issue 24, goal ≤ 1 s):
// on the game page, the time from a Watch button's click to the first video frame presented at
// or after that clip's start while the film plays (requestVideoFrameCallback's mediaTime). The
// first click of a page load pays for the player chunk, the playlist and the first segments; the
// later ones seek a film already loaded.

/** What the function run in the page uses of the DOM (the bench compiles without DOM types). */
interface FrameVideo {
  seeking: boolean;
  requestVideoFrameCallback(cb: (now: number, meta: { mediaTime: number }) => void): number;
}
interface PageGlobals {
  document: { querySelector(selector: string): FrameVideo | null };
}

export interface ClickFigures {
  /** The first click after the page loaded, in ms. */
  cold: number;
  /** Later clicks on other plays of the same film, in ms each. */
  warm: number[];
}

export async function clickToFirstFrame(opts: {
  baseUrl: string;
  gameId: number;
  /** Demo fan credentials: the game page is for signed-in readers. */
  email: string;
  password: string;
  clicks: number;
}): Promise<ClickFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const signIn = await page.request.post(`${opts.baseUrl}/api/auth/sign-in/email`, {
      data: { email: opts.email, password: opts.password },
    });
    if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()}`);
    await page.goto(`${opts.baseUrl}/game/${opts.gameId}`);
    const buttons = page.getByRole('button', { name: /^Watch: / });
    await buttons.first().waitFor({ timeout: 60_000 });
    // Each Watch button is a play with a clip, in the game's order: the API gives its start.
    const plays = (await (
      await page.request.get(`${opts.baseUrl}/api/games/${opts.gameId}/plays`)
    ).json()) as {
      data: { video: { start: number } | null }[];
    };
    const starts = plays.data.flatMap((p) => (p.video ? [p.video.start] : []));
    const count = Math.min(await buttons.count(), starts.length);
    const times: number[] = [];
    // Spread over the film: every click lands somewhere else in it.
    const picks = Array.from({ length: Math.min(opts.clicks, count) }, (_, i) =>
      Math.floor((i * count) / Math.max(1, opts.clicks)),
    );
    for (const index of picks) {
      const button = buttons.nth(index);
      await button.scrollIntoViewIfNeeded();
      const handle = await button.elementHandle();
      const ms = await page.evaluate(
        async ([el, start]) => {
          const win = globalThis as unknown as PageGlobals;
          const find = () => win.document.querySelector('[data-testid="film-video"]');
          const t0 = performance.now();
          (el as unknown as { click(): void }).click();
          // The first frame presented near the clip's start once no seek is pending. A paused or
          // replaced element presents none: look again every 250 ms.
          while (performance.now() < t0 + 20_000) {
            const video = find();
            if (!video) {
              await new Promise((r) => setTimeout(r, 5));
              continue;
            }
            const hit = await new Promise<number | null>((resolve) => {
              const timer = setTimeout(() => resolve(null), 250);
              video.requestVideoFrameCallback((now, meta) => {
                clearTimeout(timer);
                const near =
                  meta.mediaTime >= (start as number) - 0.5 &&
                  meta.mediaTime <= (start as number) + 2;
                resolve(near && !video.seeking ? now - t0 : null);
              });
            });
            if (hit !== null) return hit;
          }
          return Number.NaN;
        },
        [handle, starts[index]!] as const,
      );
      times.push(ms);
      await page.waitForTimeout(1500); // let it play a little, as someone watching would
    }
    return { cold: times[0] ?? Number.NaN, warm: times.slice(1) };
  } finally {
    await browser.close();
  }
}
