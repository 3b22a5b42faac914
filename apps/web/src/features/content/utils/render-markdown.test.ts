import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSanitizer, renderMarkdown } from './render-markdown';
import { sanitizeOnServer } from './sanitize-on-server';

// The same rules hold for the browser's sanitizer and the server renderer's (decision 0037).
describe.each([
  ['in the browser (DOMPurify)', null],
  ['on the server (sanitize-html)', sanitizeOnServer],
])('renderMarkdown %s (article bodies are untrusted)', (_, serverSanitizer) => {
  let previous: ((html: string) => string) | undefined;
  beforeAll(() => {
    if (serverSanitizer) previous = installSanitizer(serverSanitizer);
  });
  afterAll(() => {
    if (previous) installSanitizer(previous);
  });

  it('renders markdown headings, emphasis and lists', () => {
    const html = renderMarkdown('## Title\n\n**Bold** text\n\n- one\n- two');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<li>one</li>');
  });

  it('drops <script> and inline event handlers such as onerror', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script>\n\n<img src="/x.png" onerror="alert(2)">',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(1)');
    expect(html).not.toMatch(/onerror/i);
    expect(html).toContain('<img src="/x.png"');
  });

  it('drops javascript: and data: links, style and iframes', () => {
    const html = renderMarkdown(
      '[click](javascript:alert(1)) [data](data:text/html,hi) <iframe src="https://evil.example"></iframe> <p style="x">s</p>',
    );
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:text/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/style=/i);
  });

  it('opens outside links in a new tab with rel noopener', () => {
    const html = renderMarkdown('[site](https://example.com/a)');
    expect(html).toContain('href="https://example.com/a"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow ugc"');
  });

  it('opens every absolute web link in a new tab, deciding without window (0037)', () => {
    const html = renderMarkdown(`[here](${window.location.origin}/player/x) [rel](/player/y)`);
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/<a href="\/player\/y">rel<\/a>/);
  });

  it('drops author-set targets, rels and loading, keeps mail links and lazy-loads images', () => {
    const html = renderMarkdown(
      '<a href="/a" target="_top" rel="opener">a</a> [m](mailto:x@example.com) ![p](/media/p.png)',
    );
    expect(html).not.toMatch(/_top|opener"/);
    expect(html).toContain('href="mailto:x@example.com"');
    expect(html).toMatch(/<img[^>]*loading="lazy"/);
  });

  it('returns an empty string for no body', () => {
    expect(renderMarkdown(null)).toBe('');
  });
});
