import type { ReactNode } from 'react';
import { useDocumentTitle } from '../ui/use-document-title';

type PlaceholderPageProps = {
  /** Document title part before the suffix. */
  title: string;
  heading: string;
  children?: ReactNode;
};

/** Page frame used until a page's own issue lands: the right title, one h1, a short description. */
export function PlaceholderPage({ title, heading, children }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1>{heading}</h1>
      {children ?? <p className="muted">This page is on its way.</p>}
    </section>
  );
}
