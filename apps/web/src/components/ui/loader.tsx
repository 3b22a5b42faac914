import type { CSSProperties } from 'react';
import './loader.css';

type LoaderProps = {
  /** Dot diameter in px (spec §9 default 15). */
  size?: number;
  /** Gap around each dot in px (default 2). */
  margin?: number;
  /** Animation speed multiplier (default 1). */
  speed?: number;
  label?: string;
  color?: string;
};

/** Three pulsing dots; announced once as a status for screen readers. */
export function Loader({ size = 15, margin = 2, speed = 1, label = 'Loading', color }: LoaderProps) {
  const style = {
    '--loader-size': `${size}px`,
    '--loader-margin': `${margin}px`,
    '--loader-duration': `${0.7 / speed}s`,
    ...(color ? { '--loader-color': color } : {}),
  } as CSSProperties;
  return (
    <span className="loader" role="status" style={style}>
      <span className="loader__dot" aria-hidden="true" />
      <span className="loader__dot" aria-hidden="true" />
      <span className="loader__dot" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
