import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** As the web build writes it (apps/web/vite-plugins/route-preloads.ts). */
interface RoutePreload {
  pattern: string;
  files: string[];
}

interface CompiledRoute {
  regex: RegExp;
  /** Static segments count most, as in React Router's ranking: /player/:slug/compare beats /player/:slug/:tab?. */
  rank: number;
  html: Buffer;
}

/** A React Router path pattern ('/player/:slug/:activeTab?', '/profile/*') as an anchored regex. */
export function patternRegex(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg === '*') return '(?:/.*)?';
      if (seg.startsWith(':')) return seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${parts.join('')}/?$`);
}

function rankOf(pattern: string): number {
  const segs = pattern.split('/').filter(Boolean);
  const fixed = segs.filter((s) => !s.startsWith(':') && s !== '*').length;
  const required = segs.filter((s) => s.startsWith(':') && !s.endsWith('?')).length;
  return fixed * 10 + required;
}

/**
 * index.html per route, with <link rel="modulepreload"> for the chunks that route's page needs,
 * so the browser fetches them alongside the entry script instead of after it has run. Without the
 * build's route-preloads.json every URL gets the plain index.html.
 */
export function routeHtml(webDist: string, indexHtml: Buffer): (urlPath: string) => Buffer {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return () => indexHtml;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[];
  const template = indexHtml.toString('utf8');
  const compiled: CompiledRoute[] = routes
    .map((r) => {
      const links = r.files
        .filter((f) => /^\/static\/[\w./-]+\.js$/.test(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
        .join('');
      return {
        regex: patternRegex(r.pattern),
        rank: rankOf(r.pattern),
        html: Buffer.from(template.replace('</head>', `${links}</head>`)),
      };
    })
    .sort((a, b) => b.rank - a.rank);
  return (urlPath) => {
    let decoded = urlPath;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      /* a malformed escape: match it as written */
    }
    return compiled.find((r) => r.regex.test(decoded))?.html ?? indexHtml;
  };
}
