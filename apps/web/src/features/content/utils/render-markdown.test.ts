import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown (article bodies are untrusted)', () => {
  it('renders markdown headings, emphasis and lists', () => {
    const html = renderMarkdown('## Title\n\n**Bold** text\n\n- one\n- two');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<li>one</li>');
  });

  it('drops <script> and inline event handlers such as onerror', () => {
    const html = renderMarkdown('Hi <script>alert(1)</script>\n\n<img src="/x.png" onerror="alert(2)">');
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

  it('returns an empty string for no body', () => {
    expect(renderMarkdown(null)).toBe('');
  });
});
