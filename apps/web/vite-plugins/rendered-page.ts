import type { Plugin } from 'vite';

/** The HTML entry script and module preloads Vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * Writes rendered.html: index.html for a page the server renders (decision 0037). In place of the
 * app's entry script and its preloads it has the boot script (src/app/boot.ts, an entry of its
 * own), which loads the entry named in `data-app` once the server's HTML has been painted. The
 * server renders into this file when it exists and into index.html otherwise.
 */
export function renderedPage(bootEntry: string): Plugin {
  return {
    name: 'hoopdex-rendered-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const boot = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.isEntry && c.name === bootEntry,
      );
      if (index?.type !== 'asset' || !boot) {
        this.warn(
          'no index.html or boot entry: rendered pages will load the app as the shell does',
        );
        return;
      }
      const html = String(index.source);
      const entry = ENTRY_SCRIPT.exec(html);
      if (!entry) {
        this.warn('index.html has no entry script: no rendered.html');
        return;
      }
      const bootTag = `<script type="module" crossorigin src="/${boot.fileName}" data-app="${entry[1]}"></script>`;
      this.emitFile({
        type: 'asset',
        fileName: 'rendered.html',
        source: html.replace(entry[0], bootTag).replace(MODULE_PRELOAD, ''),
      });
    },
  };
}
