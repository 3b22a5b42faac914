import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InlineVideoPlayer } from './inline-video-player';
import { hlsCalls, resetHlsCalls } from '../../../testing/fake-hls';

vi.mock('hls.js/light', () => import('../../../testing/fake-hls'));

const hosted = {
  videoid: '42',
  type: 'hosted' as const,
  title: 'Summer league film',
  image: '/media/video/42/poster.jpg',
  stream_url: '/media/video/42/master.m3u8',
};

describe('inline video player: hosted (HLS) videos', () => {
  beforeEach(() => {
    resetHlsCalls();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the poster and a play overlay, and loads nothing before the click', () => {
    const { container } = render(<InlineVideoPlayer video={hosted} />);
    expect(screen.getByRole('button', { name: 'Play Summer league film' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', hosted.image);
    expect(container.querySelector('video')).not.toBeInTheDocument();
    expect(hlsCalls.sources).toEqual([]);
  });

  it('on click hides overlay and poster, plays the stream through hls.js and starts at once', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(<InlineVideoPlayer video={hosted} />);
    await user.click(screen.getByRole('button', { name: 'Play Summer league film' }));
    expect(screen.queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
    expect(container.querySelector('img')).not.toBeInTheDocument();
    const video = screen.getByTestId('hosted-video');
    await waitFor(() => expect(hlsCalls.sources).toEqual([hosted.stream_url]));
    expect(hlsCalls.attached).toEqual([video]);
    await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
    unmount();
    expect(hlsCalls.destroyed).toBe(1);
  });

  it('uses the browser’s own HLS where it has it (Safari), without hls.js', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    render(<InlineVideoPlayer video={hosted} autoStart />);
    const video = screen.getByTestId('hosted-video') as HTMLVideoElement;
    await waitFor(() => expect(video.getAttribute('src')).toBe(hosted.stream_url));
    expect(hlsCalls.sources).toEqual([]);
  });

  it('says so when a hosted video has no stream yet', () => {
    render(<InlineVideoPlayer video={{ ...hosted, stream_url: null }} autoStart />);
    expect(screen.getByRole('alert')).toHaveTextContent('still being prepared');
  });
});
