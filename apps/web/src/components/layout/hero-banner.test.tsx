import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeroBanner, youtubeBackgroundUrl } from './hero-banner';

describe('hero banner', () => {
  it('renders inline with the overlay on by default', () => {
    const { container } = render(
      <HeroBanner bgImageUrl="/media/hero.jpg">
        <h1>Discover</h1>
      </HeroBanner>,
    );
    const section = container.querySelector('section')!;
    expect(section.style.backgroundImage).toContain('/media/hero.jpg');
    expect(screen.getByTestId('hero-overlay')).toBeInTheDocument();
  });

  it('can drop the overlay', () => {
    render(<HeroBanner showBgOverlay={false} />);
    expect(screen.queryByTestId('hero-overlay')).not.toBeInTheDocument();
  });

  it('portals into the element with id hero when the page has one', () => {
    const target = document.createElement('div');
    target.id = 'hero';
    document.body.appendChild(target);
    render(
      <HeroBanner>
        <h1>In the hero</h1>
      </HeroBanner>,
    );
    expect(target).toContainElement(screen.getByRole('heading', { name: 'In the hero' }));
    target.remove();
  });

  it('plays a looping, muted background video with controls by default', () => {
    const { container } = render(<HeroBanner bgVideoUrl="/media/hero.mp4" />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('controls');
    expect(video.muted).toBe(true);
  });

  it('embeds a youtube background that loops itself', () => {
    render(<HeroBanner bgYoutubeVideoId="yt1" />);
    const src = screen.getByTitle('Background video').getAttribute('src')!;
    expect(src).toBe(youtubeBackgroundUrl('yt1', { autoplay: 1, mute: 1, controls: 1 }));
    expect(src).toContain('autoplay=1&mute=1&controls=1&loop=1&playlist=yt1');
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    const { container } = render(<HeroBanner bgVideoUrl="/media/hero.mp4" />);
    expect(container.querySelector('video')).not.toHaveAttribute('autoplay');
    spy.mockRestore();
  });
});
