import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { buildEnvText } from './vite-plugins/build-env.ts';
import react from '@vitejs/plugin-react';
import { appShell } from './vite-plugins/app-shell.ts';
import { renderedPage } from './vite-plugins/rendered-page.ts';
import { routePreloads } from './vite-plugins/route-preloads.ts';

/**
 * Writes .br and .gz next to each text asset so the server sends them compressed without spending
 * CPU per request (@fastify/static preCompressed). The entry chunk shrinks about 3x, which is most
 * of a phone's first-load time on a slow network.
 */
function precompress(): Plugin {
  return {
    name: 'hoopdex-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const data = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (data.length < 1024) continue;
        const target = path.join(outDir, file.fileName);
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${target}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Asks for the session (GET {api}/me) from the HTML, while the entry script downloads: every page
 * needs it first (gated pages wait for it, loaders fetch nothing before it), and the app's own
 * fetch of the same URL then takes the preloaded answer instead of starting a new round trip.
 */
function preloadSession(): Plugin {
  let apiBase = '/api';
  return {
    name: 'hoopdex-preload-session',
    configResolved(config) {
      apiBase = buildEnvText(config, 'VITE_API_BASE_URL') ?? apiBase;
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        // crossorigin (anonymous) = the credentials mode of the app's fetch ('same-origin').
        attrs: { rel: 'preload', as: 'fetch', href: `${apiBase}/me`, crossorigin: true },
        injectTo: 'head',
      },
    ],
  };
}

// The API server (apps/server) serves /api and /media; in dev we proxy to it so cookies stay same-origin.
const apiTarget = 'http://127.0.0.1:3000';

/**
 * The server renderer (decision 0037): `vite build --ssr` builds src/app/entry-server.tsx into
 * dist-ssr/, one file (dynamic imports inlined, so a loader's import() resolves at once on the
 * server), the libraries left to node_modules. The CSS imports are dropped (the browser build has them).
 */
const ssrConfig = defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    ssr: 'src/app/entry-server.tsx',
    copyPublicDir: false,
    rolldownOptions: {
      output: { codeSplitting: false, entryFileNames: 'entry-server.js' },
    },
  },
});

const clientConfig = defineConfig({
  plugins: [
    react(),
    precompress(),
    preloadSession(),
    appShell(),
    routePreloads(),
    renderedPage('boot'),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Spec §7: lazy chunks load from /static/js/.
    assetsDir: 'static',
    // One stylesheet (about 9 kB compressed) loaded with the entry, instead of a dozen small ones
    // that each page's chunk fetched before it could paint (HTTP/1.1 allows six at a time).
    cssCodeSplit: false,
    rolldownOptions: {
      // The boot script of server-rendered pages is an entry of its own, apart from the app's
      // (vite-plugins/rendered-page.ts): a few hundred bytes before the first paint, not 110 kB.
      input: { index: 'index.html', boot: 'src/app/boot.ts' },
      output: {
        // Fewer, larger chunks: on a phone's HTTP/1.1 connection (six at a time, a round trip
        // each) a page that pulled 20 tiny chunks waited several round trips before it could ask
        // for its data. Everything the entry imports statically stays in the entry chunk, and the
        // app modules used by two or more pages share one chunk (about 11 kB compressed); their
        // libraries (zod, ...) stay in their own chunks, loaded only by the pages that need them.
        codeSplitting: {
          groups: [
            {
              name: 'index',
              tags: ['$initial'],
              test: (id) => !/src[\\/]app[\\/](boot|load-app-after-paint)\.ts$/.test(id),
            },
            // The projections' panels, tables and chart wrappers (issue 32), shared by the player,
            // compare, leaderboards and accuracy pages: their own chunk, so the shared chunk
            // that every page loads does not carry them (the chart library is apart again,
            // loaded on demand: decision 0029).
            {
              name: 'projections',
              test: /apps[\\/]web[\\/]src[\\/](features[\\/]projections|components[\\/]charts)[\\/]/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // Article bodies (the article page and the studio's editor): their markdown parser
            // builds its regular expressions as it loads, ~60 ms of a phone's CPU that every page
            // paid while it sat in the shared chunk.
            {
              name: 'markdown',
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]content[\\/](components[\\/]markdown-body|utils[\\/]render-markdown)/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'shared',
              test: /apps[\\/]web[\\/]src[\\/]/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: 'static/media/[name]-[hash][extname]',
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrConfig : clientConfig));
