/** Resolves on the element's next `event`, or after `ms` (a stalled stream must not hang a clip). */
export function nextEvent(el: HTMLMediaElement, event: string, ms = 8000): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (fired: boolean) => {
      el.removeEventListener(event, onEvent);
      clearTimeout(timer);
      resolve(fired);
    };
    const onEvent = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    el.addEventListener(event, onEvent);
  });
}

/**
 * Moves the film to `t` and waits until the browser has finished the seek. A seek before the
 * stream's metadata is known only sets where playback will start, and hls.js then sets its own
 * start over it; so the metadata comes first, then the seek, then (the caller) play(). Playing
 * before `seeked` is what left a clip standing at its first frame in headless Chromium.
 */
export async function seekTo(el: HTMLMediaElement, t: number): Promise<void> {
  if (el.readyState < HTMLMediaElement.HAVE_METADATA) await nextEvent(el, 'loadedmetadata');
  // Already there (hls.js's startPosition put it there): no seek, no `seeked` to wait for.
  if (Math.abs(el.currentTime - t) < 0.25 && !el.seeking) return;
  const seeked = nextEvent(el, 'seeked');
  el.currentTime = t;
  await seeked;
}

/** play(), muted if the browser refuses sound without a gesture; never throws. */
export async function playSafely(el: HTMLMediaElement): Promise<void> {
  try {
    await el.play();
  } catch {
    el.muted = true;
    await el.play().catch(() => undefined);
  }
}
