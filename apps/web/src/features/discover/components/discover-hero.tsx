import { HeroBanner } from '../../../components/layout/hero-banner';
import { env } from '../../../config/env';
import './discover-hero.css';

export const TAGLINE = 'A prospect discovery network where performance drives value and potential becomes power.';

/**
 * Home hero (spec §2): background video, title and tagline. The video comes from the build's
 * VITE_HERO_VIDEO_URL (self-hosted file) or VITE_HERO_YOUTUBE_ID; without either, the animated
 * court poster stands in. Its height is fixed by CSS, so nothing moves when the video starts.
 */
export function DiscoverHero() {
  return (
    <HeroBanner
      bgVideoUrl={env.heroVideoUrl}
      bgYoutubeVideoId={env.heroVideoUrl ? undefined : env.heroYoutubeId}
      controls={0}
    >
      <div className="discover-hero">
        <h1 className="discover-hero__title">{env.productName}</h1>
        <p className="discover-hero__tagline">{TAGLINE}</p>
      </div>
    </HeroBanner>
  );
}
