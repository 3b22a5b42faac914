import type { SocialKind } from '../../config/social';

// Simple inline glyphs: no icon font or CDN request (the app must work offline from its own server).
const glyphs: Record<SocialKind, string> = {
  video: 'M4 7a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3zm6 2v6l5-3z',
  photo:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  microblog: 'M4 4h4l4 6 4-6h4l-6 8 6 8h-4l-4-6-4 6H4l6-8z',
  social: 'M14 3h3v4h-3a1 1 0 0 0-1 1v3h4l-1 4h-3v6H9v-6H7v-4h2V8a5 5 0 0 1 5-5z',
  live: 'M5 3h15v11l-4 4h-4l-3 3H7v-3H3V6zm6 4v5h2V7zm5 0v5h2V7z',
  email: 'M3 5h18v14H3zm2 2v.5l7 5 7-5V7zm0 3v7h14v-7l-7 5z',
};

export function SocialIcon({ kind }: { kind: SocialKind }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={glyphs[kind]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
