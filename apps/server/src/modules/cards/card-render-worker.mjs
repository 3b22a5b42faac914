// The share-card renderer's thread: satori lays a card out as SVG, resvg rasterizes it to PNG.
// Both are CPU-bound and resvg is synchronous, so they run here, off the server's event loop.
// Plain JavaScript so it starts the same under tsx, vitest and node (no TypeScript loader needed).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);

// Inter from npm (@fontsource, WOFF: satori reads TTF/OTF/WOFF, not WOFF2). Each unicode subset
// is its own family: satori falls back across families per glyph, but within one family it takes
// the first file, whose placeholder glyph would draw "Ł" or "ć" as a box.
const subsets = ['latin', 'latin-ext'];
const fonts = subsets.flatMap((subset) =>
  [400, 700].map((weight) => ({
    name: `Inter ${subset}`,
    weight,
    style: 'normal',
    data: readFileSync(
      require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
    ),
  })),
);

parentPort?.on('message', async ({ id, tree, width, height }) => {
  try {
    const svg = await satori(tree, { width, height, fonts });
    const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })
      .render()
      .asPng();
    // Transferred, not copied: the buffer changes threads without a second 50-100 kB copy.
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
    parentPort.postMessage({ id, png: bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
