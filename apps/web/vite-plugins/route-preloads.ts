import type { Plugin } from 'vite';
import { buildEnvText } from './build-env.ts';
// The contract's file by its path, not the package name: Vite bundles relative imports of its
// config, while a package import would reach Node as TypeScript it cannot load.
import { routePatterns, type RouteName } from '../../../packages/contract/src/spa-paths.ts';

/** One route's URL pattern (React Router syntax) and the chunks its page needs besides the entry. */
export interface RoutePreload {
  pattern: string;
  files: string[];
  /** API reads to start from the HTML, with the pattern's :params to fill in (already under the API base). */
  data?: string[];
}

/**
 * The API read each page's largest element waits for (the video's thumbnail, the player's photo),
 * spelled exactly as the page's query asks for it, so its fetch takes the preloaded answer
 * (route-preloads.test.ts checks the spelling against the query functions).
 */
export const routeData: Partial<Record<RouteName, string[]>> = {
  video: ['/videos/:videoId'],
  player: ['/players/:slug'],
};

// A route's page is app/routes/<kebab-case route name>.tsx, except these.
const moduleFileOf: Partial<Record<RouteName, string>> = { playerCompare: 'compare' };
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Writes route-preloads.json: for each route of config/paths.ts, its page chunk and the chunks that
 * chunk imports. The server puts them in the HTML as modulepreload links for the URL asked for, so
 * a phone fetches the page's code alongside the entry instead of one round trip after it has run.
 * A route whose page file is not found is simply left out (no preload, nothing breaks).
 */
export function routePreloads(): Plugin {
  let apiBase = '/api';
  return {
    name: 'hoopdex-route-preloads',
    apply: 'build',
    configResolved(config) {
      apiBase = buildEnvText(config, 'VITE_API_BASE_URL') ?? apiBase;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (first: (typeof chunks)[number]) => {
        const files: string[] = [];
        const visit = (chunk: (typeof chunks)[number] | undefined) => {
          if (!chunk || chunk.isEntry || files.includes(chunk.fileName)) return;
          files.push(chunk.fileName);
          for (const imported of chunk.imports) visit(byFile.get(imported));
        };
        visit(first);
        return files;
      };
      const routes: RoutePreload[] = [];
      for (const [name, pattern] of Object.entries(routePatterns) as [RouteName, string][]) {
        const suffix = `/src/app/routes/${moduleFileOf[name] ?? kebab(name)}.tsx`;
        const page = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix));
        const data = routeData[name]?.map((path) => `${apiBase}${path}`);
        if (page)
          routes.push({
            pattern,
            files: closure(page).map((f) => `/${f}`),
            ...(data ? { data } : {}),
          });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(routes),
      });
    },
  };
}
