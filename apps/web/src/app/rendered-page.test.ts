import { describe, expect, it, vi } from 'vitest';
import { renderedPage } from '../../vite-plugins/rendered-page';

// The build's index.html as Vite writes it: the entry script, its preload, the stylesheet.
const INDEX =
  '<html><head><script type="module" crossorigin src="/static/js/index-A1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/static/js/rolldown-runtime-B2.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/static/media/style-C3.css">\n' +
  '</head><body><div id="root"></div></body></html>';

/** index.html and the boot entry, as every build with rendered pages has them. */
const WITH_BOOT = {
  'index.html': { type: 'asset', source: INDEX },
  'static/js/boot-D4.js': {
    type: 'chunk',
    isEntry: true,
    name: 'boot',
    fileName: 'static/js/boot-D4.js',
  },
};

/** Runs the plugin's generateBundle over a bundle and returns the files it emitted. */
function build(bundle: Record<string, unknown>) {
  const emitted: { fileName: string; source: string }[] = [];
  const warn = vi.fn();
  const plugin = renderedPage('boot');
  const hook = plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void;
  hook.call({ emitFile: (f: (typeof emitted)[number]) => emitted.push(f), warn }, {}, bundle);
  return { emitted, warn };
}

describe('rendered.html (the template of server-rendered pages)', () => {
  it('loads the entry through the boot script, with nothing else asked for before the first paint', () => {
    const { emitted } = build({
      ...WITH_BOOT,
    });
    expect(emitted.map((f) => f.fileName)).toEqual(['rendered.html']);
    const html = emitted[0]!.source;
    expect(html).toContain(
      '<script type="module" crossorigin src="/static/js/boot-D4.js" data-app="/static/js/index-A1.js"></script>',
    );
    expect(html).not.toContain('src="/static/js/index-A1.js"');
    expect(html).not.toContain('modulepreload');
    // No stylesheet of this build's in the bundle: the page links it as index.html does.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/static/media/style-C3.css">');
  });

  it('leaves the stylesheet to the boot script and writes its rules for the server to choose from', () => {
    const { emitted } = build({
      ...WITH_BOOT,
      'static/media/style-C3.css': {
        type: 'asset',
        fileName: 'static/media/style-C3.css',
        source: 'body{margin:0}.card{color:red}',
      },
    });
    const files = Object.fromEntries(emitted.map((f) => [f.fileName, f.source]));
    expect(Object.keys(files).sort()).toEqual(['css-rules.json', 'rendered.html']);
    const html = files['rendered.html']!;
    expect(html).toContain(
      '<script type="module" crossorigin src="/static/js/boot-D4.js" data-app="/static/js/index-A1.js" data-css="/static/media/style-C3.css"></script>',
    );
    // Nothing blocks the first paint but the document; a browser without scripts links it.
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/static/media/style-C3.css"></noscript>',
    );
    expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"');
    expect(JSON.parse(files['css-rules.json']!)).toEqual({
      href: '/static/media/style-C3.css',
      rules: [
        { css: 'body{margin:0}', wrap: [], needs: [] },
        { css: '.card{color:red}', wrap: [], needs: [['card']] },
      ],
    });
  });

  it('writes nothing (the server then renders into index.html) when the build has no boot entry', () => {
    const { emitted, warn } = build({ 'index.html': { type: 'asset', source: INDEX } });
    expect(emitted).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});
