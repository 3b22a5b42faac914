import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has taken a server-rendered page over (decision 0037).
 * Until then the page's links and buttons are markup without handlers: a click lands nowhere.
 * Browser tests wait for the mark after loading a server-rendered document; it renders nothing,
 * so the server's markup and the hydrated tree stay the same.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
