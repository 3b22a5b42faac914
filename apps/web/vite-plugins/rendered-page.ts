import type { Plugin } from 'vite';
import { cssRuleTable } from './css-rule-table';

/** The HTML entry script, module preloads and stylesheet Vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/** The stylesheet's rule table (vite-plugins/css-rule-table.ts), next to rendered.html. */
export const CSS_RULES_FILE = 'css-rules.json';

/**
 * Writes rendered.html: index.html for a page the server renders (decision 0037). In place of the
 * app's entry script and its preloads it has the boot script (src/app/boot.ts, an entry of its
 * own), which loads the entry named in `data-app` once the server's HTML has been painted. The
 * stylesheet goes the same way (`data-css`; a `<noscript>` link for a browser without scripts):
 * the server puts the rules the page's own markup uses in the page (from css-rules.json, written
 * here too), so the first paint waits for no request but the document's. The server renders into
 * this file when it exists and into index.html otherwise.
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
      let page = html.replace(MODULE_PRELOAD, '');
      let cssAttr = '';
      const link = STYLESHEET.exec(page);
      const sheet = link && bundle[link[1]!.replace(/^\//, '')];
      if (link && sheet?.type === 'asset') {
        this.emitFile({
          type: 'asset',
          fileName: CSS_RULES_FILE,
          source: JSON.stringify(cssRuleTable(link[1]!, String(sheet.source))),
        });
        page = page.replace(link[0], `<noscript>${link[0]}</noscript>`);
        cssAttr = ` data-css="${link[1]}"`;
      } else {
        this.warn('index.html has no stylesheet of this build: rendered pages link it whole');
      }
      const bootTag = `<script type="module" crossorigin src="/${boot.fileName}" data-app="${entry[1]}"${cssAttr}></script>`;
      this.emitFile({
        type: 'asset',
        fileName: 'rendered.html',
        source: page.replace(entry[0], bootTag),
      });
    },
  };
}
