import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// Article bodies are stored as markdown written by creators: untrusted. marked turns them into
// HTML (passing any raw HTML through), then a sanitizer keeps only the tags and attributes below.
// Nothing scriptable survives: no <script>, <style>, <iframe>, forms, event handlers or
// javascript:/data: links. The browser sanitizes with DOMPurify; the server renderer, which has
// no DOM for DOMPurify, installs sanitize-html with the same rules (sanitize-on-server.ts).

const markdown = new Marked({ gfm: true, breaks: false, async: false });

export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
export const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'start', 'align'];
// Only web links, mail and site-relative paths; the attribute is dropped otherwise.
export const SAFE_URI = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

/**
 * An absolute web link leaves the site: it opens in a new tab with no hold on this window or
 * referrer. Decided from the link alone, not from `window.location.origin`, so the server render
 * and the browser agree (decision 0037); the site's own links are relative (the editor's mentions
 * are `/player/...`), as the publishing sanitizer on the server already assumes.
 */
export const isOutsideLink = (href: string) => /^https?:/i.test(href);
export const OUTSIDE_LINK_ATTRS = { target: '_blank', rel: 'noopener noreferrer nofollow ugc' };
export const IMG_ATTRS = { loading: 'lazy', decoding: 'async' };

let hooked = false;
function domPurify(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && isOutsideLink(node.getAttribute('href') ?? '')) {
        for (const [k, v] of Object.entries(OUTSIDE_LINK_ATTRS)) node.setAttribute(k, v);
      }
      if (node.tagName === 'IMG') {
        for (const [k, v] of Object.entries(IMG_ATTRS)) node.setAttribute(k, v);
      }
    });
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URI,
    // Tags outside the list (h1 is the page's own title) are dropped but their text is kept.
    KEEP_CONTENT: true,
  });
}

let sanitize: (html: string) => string = domPurify;

/**
 * The server entry's sanitizer (one for the process: the rules are the same for every visitor).
 * Returns the one it replaces.
 */
export function installSanitizer(fn: (html: string) => string): (html: string) => string {
  const previous = sanitize;
  sanitize = fn;
  return previous;
}

/** Markdown (or plain text) to HTML that is safe to put in the page. */
export function renderMarkdown(source: string | null | undefined): string {
  if (!source) return '';
  return sanitize(markdown.parse(source) as string);
}
