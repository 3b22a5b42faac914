import { vi } from 'vitest';

// jsdom has no media pipeline: a <video> never loads, seeks or plays. This stand-in keeps a
// currentTime that seeks move (answering with `seeked`, as a browser does), says the metadata is
// in, and records play() calls; tests move the time on with advance() (a `timeupdate`).
export function fakeMedia() {
  const times = new WeakMap<HTMLMediaElement, number>();
  const seeks: number[] = [];
  const plays = { count: 0 };
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLMediaElement.prototype, 'seeking', 'get').mockReturnValue(false);
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return times.get(this) ?? 0;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation(function (
    this: HTMLMediaElement,
    t: number,
  ) {
    times.set(this, t);
    seeks.push(t);
    setTimeout(() => this.dispatchEvent(new Event('seeked')), 0);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    plays.count += 1;
    return Promise.resolve();
  });
  return {
    seeks,
    plays,
    /** The film plays on to `t`: the element reports it as a browser would. */
    advance(video: HTMLMediaElement, t: number) {
      times.set(video, t);
      video.dispatchEvent(new Event('timeupdate'));
    },
    time: (video: HTMLMediaElement) => times.get(video) ?? 0,
  };
}
