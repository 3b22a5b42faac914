import type { ContentItem } from '@hoopdex/contract';
import type { ReactNode } from 'react';
import { CreatorHeader } from '../../../components/ui/creator-header';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { MarkdownBody } from './markdown-body';
import './article-view.css';

type ArticleViewProps = { article: ContentItem; follow?: ReactNode; like?: ReactNode };

/** An article: title, hero image (its box reserved), creator header, sanitized body. */
export function ArticleView({ article, follow, like }: ArticleViewProps) {
  const title = article.content.title ?? 'Untitled article';
  return (
    <article className="article-view">
      <h1 className="article-view__title">{title}</h1>
      <div className="article-view__byline">
        <CreatorHeader creator={article.creator} publishedAt={article.publishedat} />
        {follow}
        {like}
      </div>
      {article.content.image ? (
        <ImageWithFallback className="article-view__hero" src={article.content.image} fallbackLabel={title} width={1200} height={675} loading="eager" />
      ) : null}
      <MarkdownBody source={article.content.body} />
    </article>
  );
}

export function ArticleSkeleton() {
  return (
    <div className="article-view" aria-hidden="true">
      <span className="skeleton" style={{ height: 40, width: '80%' }} />
      <span className="skeleton" style={{ height: 40, width: '40%' }} />
      <span className="skeleton article-view__hero" />
      <span className="skeleton" style={{ height: 200 }} />
    </div>
  );
}
