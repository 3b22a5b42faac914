import { useLayoutEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useServerMarkup } from '../ui/use-server-markup';
import { createPortal } from 'react-dom';
import { useReducedMotion } from '../ui/use-reduced-motion';
import './hero-banner.css';

type Flag = 0 | 1;

export type HeroBannerProps = {
  bgYoutubeVideoId?: string | null;
  bgVideoUrl?: string | null;
  bgImageUrl?: string | null;
  bgColor?: string;
  /** Darkening layer over the background so the text stays readable (spec: default true). */
  showBgOverlay?: boolean;
  autoplay?: Flag;
  mute?: Flag;
  controls?: Flag;
  /** Renders into the element with this id when the page has one (spec §9 default 'hero'). */
  targetId?: string;
  children?: ReactNode;
};

export function youtubeBackgroundUrl(
  id: string,
  { autoplay, mute, controls }: { autoplay: Flag; mute: Flag; controls: Flag },
) {
  const v = encodeURIComponent(id);
  // loop=1 only loops a youtube embed when playlist names the same video.
  return `https://www.youtube-nocookie.com/embed/${v}?autoplay=${autoplay}&mute=${mute}&controls=${controls}&loop=1&playlist=${v}&rel=0&modestbranding=1&playsinline=1`;
}

/** Page hero with an image, looping video or embedded youtube background. */
export function HeroBanner({
  bgYoutubeVideoId,
  bgVideoUrl,
  bgImageUrl,
  bgColor,
  showBgOverlay = true,
  autoplay = 1,
  mute = 1,
  controls = 1,
  targetId = 'hero',
  children,
}: HeroBannerProps) {
  // undefined = not looked up yet. The lookup waits for the commit (on first load the layout and
  // the page mount together, so the target is not in the document during render), and happens
  // before paint so the banner never flashes in the wrong place or reloads its video.
  const [target, setTarget] = useState<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => setTarget(document.getElementById(targetId)), [targetId]);
  const reducedMotion = useReducedMotion();
  // A server-rendered page has its hero in place where the page renders it (a portal cannot be
  // rendered on the server); hydration finds it there, then the commit moves it into the target.
  const serverMarkup = useServerMarkup();
  // Whether this banner was mounted by hydrating server markup (kept for its whole life).
  const [hydrated] = useState(serverMarkup);
  const play: Flag = reducedMotion ? 0 : autoplay;
  const style: CSSProperties = {
    backgroundColor: bgColor,
    backgroundImage: bgImageUrl ? `url("${bgImageUrl}")` : undefined,
  };

  const banner = (
    <section className="hero-banner" style={style}>
      {bgYoutubeVideoId ? (
        <iframe
          className="hero-banner__media"
          title="Background video"
          src={youtubeBackgroundUrl(bgYoutubeVideoId, { autoplay: play, mute, controls })}
          allow="autoplay; encrypted-media; picture-in-picture"
          tabIndex={controls ? 0 : -1}
        />
      ) : bgVideoUrl ? (
        <video
          className="hero-banner__media"
          src={bgVideoUrl}
          poster={bgImageUrl ?? undefined}
          autoPlay={play === 1}
          muted={mute === 1}
          controls={controls === 1}
          loop
          playsInline
        />
      ) : null}
      {showBgOverlay ? (
        <div className="hero-banner__overlay" aria-hidden="true" data-testid="hero-overlay" />
      ) : null}
      <div className="hero-banner__content">{children}</div>
    </section>
  );

  // A banner the server rendered stays where it was rendered: moving it into the target after
  // hydration moved the page's box below it (a layout shift of 0.25 on the landing, Lighthouse),
  // though nothing on screen changed place. A banner the browser renders alone goes to the target.
  if (hydrated) return banner;
  if (target === undefined) return serverMarkup ? banner : null;
  return target ? createPortal(banner, target) : banner;
}
