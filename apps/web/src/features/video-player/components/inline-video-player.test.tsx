import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineVideoPlayer } from './inline-video-player';
import { JwPlayer } from './jw-player';

const youtube = { videoid: 'abc123', type: 'youtube' as const, title: 'Dunk contest' };

describe('inline video player (spec §4)', () => {
  it('shows an empty placeholder while loading or without a video', () => {
    const { rerender } = render(<InlineVideoPlayer isLoading video={youtube} />);
    expect(screen.getByTestId('video-placeholder')).toBeInTheDocument();
    rerender(<InlineVideoPlayer video={null} />);
    expect(screen.getByTestId('video-placeholder')).toBeInTheDocument();
  });

  it('starts not playing, with the thumbnail and a play overlay', () => {
    const { container } = render(<InlineVideoPlayer video={youtube} />);
    expect(screen.getByRole('button', { name: 'Play Dunk contest' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc123/hqdefault.jpg');
    expect(container.querySelector('iframe')).not.toBeInTheDocument();
  });

  it('on click loads the youtube embed with the spec parameters and hides the overlay', async () => {
    const user = userEvent.setup();
    render(<InlineVideoPlayer video={youtube} />);
    await user.click(screen.getByRole('button', { name: 'Play Dunk contest' }));
    expect(screen.queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
    expect(screen.getByTitle('Dunk contest')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1&controls=1&modestbranding=1&iv_load_policy=3&playlist=abc123&enablejsapi=1',
    );
  });

  it('for the hosted player hides the thumbnail and loads the JW library', async () => {
    const user = userEvent.setup();
    const { container } = render(<InlineVideoPlayer video={{ videoid: 'Jw1', type: 'jwplayer', title: 'Hosted' }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.jwplayer.com/thumbs/Jw1.jpg');
    await user.click(screen.getByRole('button', { name: 'Play Hosted' }));
    expect(container.querySelector('img')).not.toBeInTheDocument();
    // No library configured in tests: the player says so instead of failing silently.
    expect(screen.getByRole('alert')).toHaveTextContent('cannot be played');
  });

  it('adds the JW Player library script when one is configured', () => {
    render(<JwPlayer videoId="Jw1" libraryUrl="/static/jwplayer/library.js" />);
    expect(screen.getByTestId('jwplayer')).toBeInTheDocument();
    expect(document.head.querySelector('script[src="/static/jwplayer/library.js"]')).toBeInTheDocument();
  });

  it('starts over when the video changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<InlineVideoPlayer video={youtube} />);
    await user.click(screen.getByRole('button', { name: 'Play Dunk contest' }));
    rerender(<InlineVideoPlayer video={{ ...youtube, videoid: 'zzz', title: 'Next' }} />);
    expect(screen.getByRole('button', { name: 'Play Next' })).toBeInTheDocument();
  });

  it('autoStart plays at once (the next video of a playlist)', () => {
    render(<InlineVideoPlayer video={youtube} autoStart />);
    expect(screen.queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
    expect(screen.getByTitle('Dunk contest')).toBeInTheDocument();
  });
});

describe('inline video player: the end of a video', () => {
  afterEach(() => {
    delete window.jwplayer;
  });

  const message = (data: unknown, source: Window | null, origin = 'https://www.youtube-nocookie.com') =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), origin, source }));
    });

  it('a YouTube embed is greeted and its ended state (0) is reported, from that frame and YouTube only', () => {
    const onEnded = vi.fn();
    render(<InlineVideoPlayer video={youtube} autoStart onEnded={onEnded} />);
    const iframe = screen.getByTitle<HTMLIFrameElement>('Dunk contest');
    const frame = iframe.contentWindow!;
    // Greeted on load (as YouTube's own API script does), addressed to YouTube's origin only.
    const greet = vi.spyOn(frame, 'postMessage');
    iframe.dispatchEvent(new Event('load'));
    expect(greet).toHaveBeenCalledWith(expect.stringContaining('"event":"listening"'), 'https://www.youtube-nocookie.com');

    message({ event: 'onStateChange', info: 0 }, window);
    message({ event: 'onStateChange', info: 0 }, frame, 'https://evil.example');
    message({ event: 'onStateChange', info: 1 }, frame);
    message({ event: 'infoDelivery', info: { currentTime: 12 } }, frame);
    expect(onEnded).not.toHaveBeenCalled();

    message({ event: 'onStateChange', info: 0 }, frame);
    expect(onEnded).toHaveBeenCalledTimes(1);
    message({ event: 'infoDelivery', info: { playerState: 0 } }, frame);
    expect(onEnded).toHaveBeenCalledTimes(2);
  });

  it('a hosted (JW) video reports its end through the player’s complete event', async () => {
    const handlers: Record<string, () => void> = {};
    const player = {
      setup: () => player,
      on: (event: string, callback: () => void) => ((handlers[event] = callback), player),
      remove: () => {},
    };
    window.jwplayer = () => player;
    const onEnded = vi.fn();
    render(<JwPlayer videoId="Jw1" libraryUrl="/static/jwplayer/ended-test.js" onEnded={onEnded} />);
    await act(async () => {
      document.head.querySelector('script[src="/static/jwplayer/ended-test.js"]')!.dispatchEvent(new Event('load'));
    });
    expect(handlers.complete).toBeDefined();
    act(() => handlers.complete!());
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});
