import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** As the web build writes it (apps/web/vite-plugins/route-preloads.ts). */
interface RoutePreload {
  pattern: string;
  files: string[];
  /** API reads with :params taken from the URL, e.g. '/api/videos/:videoId'. */
  data?: string[];
}

interface CompiledRoute {
  regex: RegExp;
  /** Static segments count most, as in React Router's ranking: /player/:slug/compare beats /player/:slug/:tab?. */
  rank: number;
  /** The HTML with the chunk links, or, when the route preloads data, a function of the URL's params. */
  html: Buffer | ((params: Record<string, string>) => Buffer);
}

/** A React Router path pattern ('/player/:slug/:activeTab?', '/profile/*') as an anchored regex. */
export function patternRegex(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg === '*') return '(?:/.*)?';
      if (seg.startsWith(':')) {
        const name = seg.slice(1).replace(/\?$/, '');
        return seg.endsWith('?') ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`;
      }
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
 * `<link rel="preload" as="fetch">` for each API read, params re-encoded as the web client
 * encodes them (encodeURIComponent), which also keeps the attribute free of quotes and markup.
 * The crossorigin (anonymous) mode is that of the client's same-origin fetch.
 */
function dataLinks(templates: string[], params: Record<string, string>): string {
  return templates
    .filter((t) => [...t.matchAll(/:(\w+)/g)].every(([, name]) => params[name!] !== undefined))
    .map((t) => t.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!)))
    .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`)
    .join('');
}

/**
 * index.html per route, with <link rel="modulepreload"> for the chunks that route's page needs,
 * so the browser fetches them alongside the entry script instead of after it has run. Without the
 * build's route-preloads.json every URL gets the plain index.html.
 */
export function routeHtml(webDist: string, indexHtml: Buffer): (urlPath: string) => Buffer {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return () => indexHtml;
  let compiled: CompiledRoute[];
  try {
    compiled = compile(
      JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[],
      indexHtml.toString('utf8'),
    );
  } catch {
    return () => indexHtml; // a damaged build file costs the preloads, never the site
  }
  return (urlPath) => {
    for (const route of compiled) {
      const match = route.regex.exec(urlPath);
      if (!match) continue;
      if (Buffer.isBuffer(route.html)) return route.html;
      const params: Record<string, string> = {};
      for (const [name, raw] of Object.entries(match.groups ?? {})) {
        if (raw === undefined) continue;
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          return indexHtml; // a malformed escape: the page will say so; nothing to preload
        }
      }
      return route.html(params);
    }
    return indexHtml;
  };
}

function compile(routes: RoutePreload[], template: string): CompiledRoute[] {
  return routes
    .map((r) => {
      const links = r.files
        .filter((f) => /^\/static\/[\w./-]+\.js$/.test(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
        .join('');
      const withLinks = template.replace('</head>', `${links}</head>`);
      const data = r.data?.filter((d) => /^\/[\w/:.-]+$/.test(d)) ?? [];
      return {
        regex: patternRegex(r.pattern),
        rank: rankOf(r.pattern),
        html: data.length
          ? (params: Record<string, string>) =>
              Buffer.from(withLinks.replace('</head>', `${dataLinks(data, params)}</head>`))
          : Buffer.from(withLinks),
      };
    })
    .sort((a, b) => b.rank - a.rank);
}
