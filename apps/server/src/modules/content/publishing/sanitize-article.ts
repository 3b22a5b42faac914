import sanitizeHtml from 'sanitize-html';

/**
 * The stored form of an article: what the Studio editor makes (headings, lists, quotes, links,
 * bold/italic, images) and nothing that runs. sanitize-html parses the HTML (htmlparser2) and
 * keeps only this allow-list; everything else is dropped with its content when it could run
 * (script, style) or unwrapped otherwise.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height'],
  },
  // Links: http(s) and site-relative; no javascript:, data:, protocol-relative.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Outside links open as plain links that pass no referrer or authority to the target.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:/i.test(href);
      return {
        tagName,
        attribs: external ? { href, rel: 'noopener noreferrer nofollow ugc' } : { ...attribs },
      };
    },
  },
  exclusiveFilter: (frame) =>
    // Images only from our own media (uploaded through POST /api/me/images).
    frame.tag === 'img' && !OWN_MEDIA.test(frame.attribs.src ?? ''),
};

const OWN_MEDIA = /^\/media\/uploads\/[A-Za-z0-9/_.-]+$/;
/** A mention link the editor makes: `/player/{slug}`. */
const MENTION = /<a\b[^>]*\bhref="\/player\/([a-z0-9-]{1,200})"/gi;

export function sanitizeArticle(html: string): string {
  const clean = sanitizeHtml(html, options);
  // srcset entries must be our media too; sanitize-html keeps srcset as given.
  return clean.replace(/ srcset="([^"]*)"/g, (all, set: string) =>
    set.split(',').every((part) => OWN_MEDIA.test(part.trim().split(/\s+/)[0] ?? '')) ? all : '',
  );
}

/** Player slugs mentioned in sanitized HTML (they become tags). */
export function mentionedSlugs(cleanHtml: string): string[] {
  return [...new Set([...cleanHtml.matchAll(MENTION)].map((m) => m[1]!.toLowerCase()))];
}

/** Text of an article for excerpts and search (tags removed, entities decoded by the parser). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
