import { createContext, useContext } from 'react';
import { useServerMarkup } from './use-server-markup';

const RenderedAt = createContext<number | null>(null);

/** The server's render time, given by the server entry and, from the page's data, by main.tsx. */
export const RenderedAtProvider = RenderedAt.Provider;

/**
 * "Now" for what a render shows relative to the clock ('3 hours ago', the copyright year): the
 * server's render time while server markup is in effect (the server render and the hydration of
 * it, decision 0037), so both sides show the same text even when an hour turns between them;
 * the browser's clock from the next render on, and always in a page the browser rendered alone.
 */
export function useRenderNow(): number {
  const serverMarkup = useServerMarkup();
  const renderedAt = useContext(RenderedAt);
  return serverMarkup && renderedAt !== null ? renderedAt : Date.now();
}
