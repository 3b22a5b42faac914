import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * One API call a public render made (decision 0037): replayed to tell whether the page built from
 * its answer is still current. `tag` is the answer's ETag (every cached public read has one) or,
 * for an answer without (a 401, a 404), its status and a hash of its body.
 */
export interface PageDependency {
  url: string;
  headers: Record<string, string>;
  tag: string;
  /** The tag is the answer's own ETag: a replay asks with If-None-Match and a 304 confirms it. */
  etag: boolean;
}

/** A kept signed-out render of one URL. */
export interface CachedPage {
  /** The index.html it was put into (share meta included): a new build or preview is a new page. */
  indexHtml: string;
  status: number;
  /** The page split at its data's `dataUpdatedAt` values, which are stamped at each send. */
  parts: string[];
  /** Weak: the sends of one kept page differ only in those timestamps. */
  etag: string;
  deps: PageDependency[];
}

const UPDATED_AT = /"dataUpdatedAt":\d+/g;

/**
 * The page as kept: cut at the query cache's `dataUpdatedAt` stamps (a quoted key in the JSON
 * data script; a string value cannot hold an unescaped quote, so cannot fake one). Its ETag
 * hashes the page without them, so two renders of the same data give the same ETag, on any
 * instance.
 */
export function keptPage(
  indexHtml: string,
  html: string,
  status: number,
  deps: PageDependency[],
): CachedPage {
  const parts = html.split(UPDATED_AT);
  const digest = createHash('sha256').update(parts.join('"dataUpdatedAt":0')).digest('base64url');
  return { indexHtml, status, parts, etag: `W/"${digest.slice(0, 27)}"`, deps };
}

/**
 * The page as sent now: the data was confirmed current a moment ago (validate), so the client's
 * query cache takes it as fetched now and does not ask again because the page was kept a while.
 */
export function pageHtml(page: CachedPage, now = Date.now()): string {
  return page.parts.join(`"dataUpdatedAt":${now}`);
}

/** The tag of an answer without an ETag: its status and body. */
export function answerTag(status: number, body: Buffer | string): string {
  return `${status}:${createHash('sha256').update(body).digest('base64url').slice(0, 27)}`;
}

/**
 * Whether every API answer the page was built from is still the same. The calls go to this same
 * server in-process, where the public reads answer from the shared cache (lib/cache.ts): a write
 * drops those reads through their modules' `*-cache.ts` on every instance (the Redis bus), their
 * ETags change, and so this says no. The page cache thus needs no keys of its own in any module,
 * lives no longer than the reads it was made from, and a plugin imports no module (0027).
 */
export async function stillCurrent(
  app: FastifyInstance,
  page: CachedPage,
  remoteAddress: string,
): Promise<boolean> {
  const answers = await Promise.all(
    page.deps.map(async (dep) => {
      const res = await app.inject({
        method: 'GET',
        url: dep.url,
        headers: dep.etag ? { ...dep.headers, 'if-none-match': dep.tag } : dep.headers,
        remoteAddress,
      });
      if (dep.etag) {
        return res.statusCode === 304 || (res.statusCode === 200 && res.headers.etag === dep.tag);
      }
      return answerTag(res.statusCode, res.rawPayload) === dep.tag;
    }),
  );
  return answers.every(Boolean);
}

/**
 * The signed-out renders kept in this instance, per URL (path and query), bounded. A miss is
 * rendered once however many visitors ask at the same moment (single-flight).
 */
export interface PageCache {
  get(url: string): CachedPage | undefined;
  set(url: string, page: CachedPage): void;
  delete(url: string): void;
  /** The one render of a URL under way, shared by every request that missed meanwhile. */
  once<T>(url: string, render: () => Promise<T>): Promise<T>;
}

export function createPageCache(maxEntries = 500): PageCache {
  const pages = new LRUCache<string, CachedPage>({ max: maxEntries });
  const inflight = new Map<string, Promise<unknown>>();
  return {
    get: (url) => pages.get(url),
    set: (url, page) => void pages.set(url, page),
    delete: (url) => void pages.delete(url),
    once<T>(url: string, render: () => Promise<T>): Promise<T> {
      const pending = inflight.get(url);
      if (pending) return pending as Promise<T>;
      const p = render().finally(() => inflight.delete(url));
      inflight.set(url, p);
      return p;
    },
  };
}
