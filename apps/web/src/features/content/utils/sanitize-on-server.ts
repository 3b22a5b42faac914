import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  IMG_ATTRS,
  isOutsideLink,
  OUTSIDE_LINK_ATTRS,
  SAFE_URI,
} from './render-markdown';

// The server renderer's article sanitizer (decision 0037): DOMPurify needs a DOM, which the
// server has not, so the server entry installs this one, the browser's rules (render-markdown.ts)
// applied by sanitize-html (htmlparser2, a dependency of the server that runs the entry). The
// browser hydrates the server's markup as it is, so what this lets through is what a visitor sees.

/** What DOMPurify strips before testing a URI (spaces and control characters). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const URI_NOISE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

function safeAttribs(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'href' || name === 'src') && !SAFE_URI.test(value.replace(URI_NOISE, ''))) {
      continue;
    }
    if (ALLOWED_ATTR.includes(name)) out[name] = value;
  }
  return out;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ALLOWED_ATTR,
    a: [...ALLOWED_ATTR, ...Object.keys(OUTSIDE_LINK_ATTRS)],
    img: [...ALLOWED_ATTR, ...Object.keys(IMG_ATTRS)],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // As DOMPurify's KEEP_CONTENT: an unlisted tag goes, its text stays; but nothing of these.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'iframe', 'noscript', 'template', 'title'],
  transformTags: {
    '*': (tagName, attribs) => {
      const safe = safeAttribs(attribs);
      if (tagName === 'a' && isOutsideLink(safe.href ?? ''))
        Object.assign(safe, OUTSIDE_LINK_ATTRS);
      if (tagName === 'img') Object.assign(safe, IMG_ATTRS);
      return { tagName, attribs: safe };
    },
  },
};

export const sanitizeOnServer = (html: string): string => sanitizeHtml(html, options);
