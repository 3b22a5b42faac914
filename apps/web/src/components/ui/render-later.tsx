import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows the fallback on the first render and the children one transition later. For the parts
 * below a phone's first screen: a page's render when its data arrives is a blocking one (query
 * results come through useSyncExternalStore), so leaving these out keeps that task short, and
 * React renders them afterwards in slices with room for a tap in between. The fallback should
 * reserve the children's space (a skeleton of their size) so nothing below moves.
 */
export function RenderLater({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
