import escapeHtml from 'escape-html';

/** What a page's link preview says (the share-meta module finds it per route). */
export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute, or a site path ('/media/…') made absolute with the public URL. */
  image: string | null;
  type: 'website' | 'article' | 'video.other' | 'profile';
  /** The page's query that shapes the preview (compare's `with`), kept in og:url and canonical. */
  search?: string;
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text);

/**
 * index.html with a shared page's title, description, Open Graph and Twitter card tags and its
 * canonical URL, for link previews (their readers do not run scripts). The SPA's usePageMeta
 * finds these tags and keeps them current as the visitor moves on. Every value is escaped.
 */
export function withShareMeta(
  html: string,
  meta: ShareMeta,
  pageUrl: string,
  publicUrl: string,
): string {
  const suffix = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const title = suffix ? `${meta.title} | ${suffix}` : meta.title;
  const description = clip(meta.description);
  let image: string | null = null;
  try {
    image = meta.image ? new URL(meta.image, `${publicUrl}/`).href : null;
  } catch {
    image = null; // a stored picture that is no URL: the preview goes without
  }
  const tag = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    tag('property', 'og:title', title),
    tag('property', 'og:description', description),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:url', pageUrl),
    ...(image ? [tag('property', 'og:image', image)] : []),
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () =>
      tag('name', 'description', description),
    )
    .replace('</head>', () => `${tags}</head>`);
}
