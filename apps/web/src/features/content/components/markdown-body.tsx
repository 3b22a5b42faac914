import { useMemo } from 'react';
import { renderMarkdown } from '../utils/render-markdown';
import './markdown-body.css';

/** An article body: markdown rendered to sanitized HTML (see render-markdown.ts for the rules). */
export function MarkdownBody({ source }: { source: string | null | undefined }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Safe: renderMarkdown returns DOMPurify output limited to an allow-list of tags and attributes.
  return <div className="markdown-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
