import { act, fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { envelope, makeItems } from '../../../testing/mocks/discover-handlers';
import { server } from '../../../testing/mocks/server';
import { currentLocation, renderWithProviders } from '../../../testing/render-app';
import { AUTOPLAY_STORAGE_KEY } from '../hooks/use-autoplay-setting';
import { playlistKeys } from '../api/query-keys';
import { AutoplayNext } from './autoplay-next';

// Playlist 7: vid1, vid2, vid3 (titles 'Item 1'…).
const playlist = { id: 7, title: 'Top plays', description: null, featured: true, items: makeItems(3, 1) };

/** The video page's part: a video that can end, and the autoplay bar under it. */
function VideoEnding({ current }: { current: string }) {
  const [ended, setEnded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setEnded(true)}>
        End the video
      </button>
      <AutoplayNext playlistId="7" currentVideoId={current} ended={ended} />
    </>
  );
}

/** Renders at /video/{current}?p=7 with the playlist loaded, then hands the clock to the test. */
async function renderAt(current: string) {
  server.use(http.get('/api/playlists/:id', () => envelope(playlist)));
  const result = renderWithProviders(<VideoEnding current={current} />, { route: paths.video(current, 7) });
  // The switch shows at once; wait for the playlist so 'next' is known before the clock stops.
  await screen.findByRole('switch', { name: 'Autoplay' });
  await vi.waitFor(() => expect(result.queryClient.getQueryData(playlistKeys.detail('7'))).toBeDefined());
  vi.useFakeTimers();
  return result;
}

const endVideo = () => fireEvent.click(screen.getByRole('button', { name: 'End the video' }));
/** Lets whole seconds pass, one at a time (each second's timer is set after the last re-render). */
const pass = (seconds: number) => {
  for (let i = 0; i < seconds; i++) act(() => vi.advanceTimersByTime(1000));
};
/** Lets a navigation that may have started finish (the router completes it in promise callbacks). */
const settle = () => act(async () => {});
const notice = () => screen.getByRole('status');

describe('autoplay next video of a playlist', () => {
  beforeEach(() => window.localStorage.clear());

  it('is on by default, counts down 5 s when the video ends, then opens the next video keeping ?p=', async () => {
    const { router } = await renderAt('vid1');
    expect(screen.getByRole('switch', { name: 'Autoplay' })).toBeChecked();
    expect(notice()).toBeEmptyDOMElement();

    endVideo();
    expect(notice()).toHaveAttribute('aria-live', 'polite');
    expect(notice()).toHaveTextContent('Up next: Item 2');
    expect(screen.getByTestId('autoplay-countdown')).toHaveTextContent('in 5 s');
    pass(1);
    expect(screen.getByTestId('autoplay-countdown')).toHaveTextContent('in 4 s');
    pass(3);
    expect(screen.getByTestId('autoplay-countdown')).toHaveTextContent('in 1 s');
    expect(currentLocation()).toBe(paths.video('vid1', 7));

    // Async act: the router finishes the navigation in promise callbacks.
    await act(async () => vi.advanceTimersByTime(1000));
    expect(currentLocation()).toBe(paths.video('vid2', 7));
    // The next page starts playing at once (see the video page's autoStart).
    expect(router.state.location.state).toEqual({ autoplay: true });
  });

  it('Cancel stops the countdown and stays on the video', async () => {
    await renderAt('vid1');
    endVideo();
    pass(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(notice()).toBeEmptyDOMElement();
    pass(10);
    await settle();
    expect(currentLocation()).toBe(paths.video('vid1', 7));
  });

  it('with Autoplay switched off nothing counts down, and the choice is remembered', async () => {
    const { unmount } = await renderAt('vid1');
    fireEvent.click(screen.getByRole('switch', { name: 'Autoplay' }));
    expect(window.localStorage.getItem(AUTOPLAY_STORAGE_KEY)).toBe('off');
    endVideo();
    expect(notice()).toBeEmptyDOMElement();
    pass(10);
    await settle();
    expect(currentLocation()).toBe(paths.video('vid1', 7));
    unmount();

    vi.useRealTimers();
    await renderAt('vid1');
    expect(screen.getByRole('switch', { name: 'Autoplay' })).not.toBeChecked();
  });

  it('switching Autoplay off during the countdown stops it', async () => {
    await renderAt('vid1');
    endVideo();
    pass(2);
    fireEvent.click(screen.getByRole('switch', { name: 'Autoplay' }));
    expect(notice()).toBeEmptyDOMElement();
    pass(10);
    await settle();
    expect(currentLocation()).toBe(paths.video('vid1', 7));
  });

  it('after the last video of the playlist there is no countdown', async () => {
    await renderAt('vid3');
    endVideo();
    expect(notice()).toBeEmptyDOMElement();
    pass(10);
    await settle();
    expect(currentLocation()).toBe(paths.video('vid3', 7));
  });
});
