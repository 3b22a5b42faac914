import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates after the rest of it. React hydrates a page's
 * shell in one task it cannot interrupt, and leaves each Suspense boundary the server sent whole
 * for later, hydrating it as a render of its own at idle priority, in slices with room for a tap
 * between them (a tap inside hydrates it at once). So a page's big parts behind the first screen's
 * header, each in one of these, keep the blocking task short. In the browser's own renders it is
 * a plain boundary: the fallback shows only while something inside loads a chunk.
 */
export function HydrateLater({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
