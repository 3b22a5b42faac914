import { useEffect } from 'react';
import { documentTitle } from '../../config/env';

export type PageMeta = {
  description?: string | null;
  /** Open Graph (og:title, og:description, og:image, og:type) for pages worth sharing. */
  og?: { title: string; type?: 'website' | 'article' | 'video.other'; image?: string | null } | null;
};

const DEFAULT_DESCRIPTION =
  'A prospect discovery network where performance drives value and potential becomes power.';

function setMeta(attr: 'name' | 'property', key: string, value: string | null) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (value === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', value);
}

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

/** Sets the meta description (and Open Graph tags) while the page is shown; restores on leave. */
export function usePageMeta({ description, og }: PageMeta) {
  const text = description ? clip(description) : DEFAULT_DESCRIPTION;
  const ogTitle = og?.title;
  const ogType = og?.type ?? 'website';
  const ogImage = og?.image ?? null;
  useEffect(() => {
    setMeta('name', 'description', text);
    if (ogTitle) {
      setMeta('property', 'og:title', documentTitle(ogTitle));
      setMeta('property', 'og:description', text);
      setMeta('property', 'og:type', ogType);
      setMeta('property', 'og:url', window.location.href);
      // Open Graph readers need an absolute image URL.
      setMeta('property', 'og:image', ogImage ? new URL(ogImage, window.location.origin).href : null);
    }
    return () => {
      setMeta('name', 'description', DEFAULT_DESCRIPTION);
      for (const key of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image']) setMeta('property', key, null);
    };
  }, [text, ogTitle, ogType, ogImage]);
}
