import type { Page } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths';
import { expect } from './fixtures';

/** The film player's clock and state, as the page's <video> has them. */
export const videoState = (page: Page) =>
  page.getByTestId('film-video').evaluate((v: HTMLVideoElement) => ({
    time: v.currentTime,
    paused: v.paused,
    ready: v.readyState,
  }));

/** A play with its clip, as GET /api/games/{id}/plays answers it. */
type ClippedPlay = { clock: string; video: { start: number; end: number } | null };

/**
 * On the game page, the play's Watch button plays that play's clip: the film runs past the
 * clip's start, not paused, and not past its end.
 */
export async function watchPlaysClip(page: Page, gameId: number, play: ClippedPlay) {
  await page.goto(paths.game(gameId));
  await expect(page.getByTestId('film-video')).toBeVisible();
  const watch = page
    .getByRole('button', { name: new RegExp(`^Watch: ${play.clock.replace('.', '\\.')} `) })
    .first();
  await watch.scrollIntoViewIfNeeded();
  await watch.click();
  await expect
    .poll(async () => (await videoState(page)).time, { timeout: 30_000 })
    .toBeGreaterThan(play.video!.start + 0.5);
  const s = await videoState(page);
  expect(s.paused).toBe(false);
  expect(s.time).toBeLessThan(play.video!.end + 1);
}
