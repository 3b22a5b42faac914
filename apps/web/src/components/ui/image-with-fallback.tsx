import { useState, type ImgHTMLAttributes } from 'react';
import { rasterSrc } from '../../lib/drawn-images';
import { fallbackImage } from '../../lib/video-thumbnail';

type ImageWithFallbackProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  /** Text the generated picture is made from (initials) when the image is missing or broken. */
  fallbackLabel: string;
};

export function ImageWithFallback({ src, fallbackLabel, alt = '', ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Avatars are drawn square boxes (width = height): their initials picture is square too.
  const square = rest.width !== undefined && rest.width === rest.height;
  // Our drawn SVGs come as WebP sized for the box (lib/drawn-images.ts says why).
  const shown = src ? rasterSrc(src, Number(rest.width) || undefined) : src;
  const usable =
    shown && shown !== failedSrc ? shown : fallbackImage(fallbackLabel, square ? 'square' : 'wide');
  return (
    <img
      {...rest}
      alt={alt}
      src={usable}
      loading={rest.loading ?? 'lazy'}
      decoding="async"
      onError={() => {
        if (shown) setFailedSrc(shown);
      }}
    />
  );
}
