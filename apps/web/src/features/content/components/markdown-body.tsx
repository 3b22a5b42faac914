import { useMemo } from 'react';
import { renderMarkdown } from '../utils/render-markdown';
import './markdown-body.css';

/** An article body: markdown rendered to sanitized HTML (see render-markdown.ts for the rules). */
export function MarkdownBody({ source }: { source: string | null | undefined }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Safe: renderMarkdown returns sanitizer output limited to an allow-list of tags and attributes.
  // A server-rendered page (0037) was sanitized there by sanitize-html, which writes the same
  // elements a little differently (`<img />`): React keeps the server's markup as it hydrates,
  // so the development build's comparison of the two strings is not a mismatch worth a warning.
  return (
    <div
      className="markdown-body"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
