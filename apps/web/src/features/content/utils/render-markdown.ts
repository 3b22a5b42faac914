import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// Article bodies are stored as markdown written by creators: untrusted. marked turns them into
// HTML (passing any raw HTML through), then DOMPurify keeps only the tags and attributes below.
// Nothing scriptable survives: no <script>, <style>, <iframe>, forms, event handlers or
// javascript:/data: links.

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'del', 's', 'code', 'pre',
  'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'start', 'align'];
// Only web links, mail and site-relative paths; DOMPurify drops the attribute otherwise.
const SAFE_URI = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href) && !href.startsWith(window.location.origin)) {
        // Links out open in a new tab and get no hold on this window or referrer.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow ugc');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

/** Markdown (or plain text) to HTML that is safe to put in the page. */
export function renderMarkdown(source: string | null | undefined): string {
  if (!source) return '';
  addLinkHook();
  const html = markdown.parse(source) as string;
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URI,
    // Tags outside the list (h1 is the page's own title) are dropped but their text is kept.
    KEEP_CONTENT: true,
  });
}
