import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the JSON script the server renderer puts after #root (decision 0037). */
export const SSR_DATA_ID = 'ssr-data';

/** What the server hands the client with a rendered page: its query cache and the router's data. */
export interface SsrData {
  queries: DehydratedState;
  router: Partial<HydrationState>;
  /** The server's clock when it rendered: relative times hydrate against it (useRenderNow). */
  renderedAt?: number;
}

/** The server's data when this document was rendered on the server, else null (the plain shell). */
export function readSsrData(doc: Document): SsrData | null {
  const script = doc.getElementById(SSR_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as SsrData;
  } catch {
    return null;
  }
}
