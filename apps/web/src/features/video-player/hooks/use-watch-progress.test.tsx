import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_INTERVAL_MS, useWatchProgress } from './use-watch-progress';

function Harness({ send, contentId }: { send: (id: number, p: { session: string; position: number; duration: number }) => Promise<unknown>; contentId?: number }) {
  const ref = useRef<HTMLVideoElement>(null);
  useWatchProgress(ref, contentId, send);
  return <video ref={ref} data-testid="v" />;
}

function setTimes(video: HTMLVideoElement, currentTime: number, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: currentTime });
}

describe('watch progress reports', () => {
  afterEach(() => vi.useRealTimers());

  it('reports at most once per interval while playing, and at once on pause and the end', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const send = vi.fn().mockResolvedValue(undefined);
    const { getByTestId } = render(<Harness send={send} contentId={7} />);
    const video = getByTestId('v') as HTMLVideoElement;

    setTimes(video, 1, 60);
    video.dispatchEvent(new Event('timeupdate'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith(7, { session: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), position: 1, duration: 60 });

    setTimes(video, 2, 60);
    video.dispatchEvent(new Event('timeupdate'));
    expect(send).toHaveBeenCalledTimes(1); // throttled

    vi.setSystemTime(Date.now() + PROGRESS_INTERVAL_MS);
    setTimes(video, 12, 60);
    video.dispatchEvent(new Event('timeupdate'));
    expect(send).toHaveBeenLastCalledWith(7, expect.objectContaining({ position: 12, duration: 60 }));

    setTimes(video, 13.04, 60);
    video.dispatchEvent(new Event('pause'));
    expect(send).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenLastCalledWith(7, expect.objectContaining({ position: 13, duration: 60 }));

    // Seeking back does not lower what was watched.
    setTimes(video, 5, 60);
    video.dispatchEvent(new Event('ended'));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends nothing without a content id or before the length is known', () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { getByTestId, rerender } = render(<Harness send={send} />);
    const video = getByTestId('v') as HTMLVideoElement;
    setTimes(video, 3, 60);
    video.dispatchEvent(new Event('pause'));
    rerender(<Harness send={send} contentId={9} />);
    setTimes(video, 3, Number.NaN);
    video.dispatchEvent(new Event('pause'));
    expect(send).not.toHaveBeenCalled();
  });
});
