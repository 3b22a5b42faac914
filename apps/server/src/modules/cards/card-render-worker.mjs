// The share-card renderer's thread: satori lays a card out as SVG, resvg rasterizes it to PNG.
// Both are CPU-bound and resvg is synchronous, so they run here, off the server's event loop.
// Plain JavaScript so it starts the same under tsx, vitest and node (no TypeScript loader needed).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';

const require = createRequire(import.meta.url);

// resvg as WebAssembly, not the native @resvg/resvg-js: the native binding never gave back a
// render's ~3 MB pixmap (thx/resvg-js#216; 200 compare cards took a process from 156 to 979 MB,
// garbage collection or not). Here `free()` returns it to the module's own heap, which the next
// card reuses: the same 200 cards level off near 340 MB. The .wasm ships in the npm package.
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));

// Inter from npm (@fontsource, WOFF: satori reads TTF/OTF/WOFF, not WOFF2). Each unicode subset
// is its own family: satori falls back across families per glyph, but within one family it takes
// the first file, whose placeholder glyph would draw "Ł" or "ć" as a box. satori turns the text
// into paths, so resvg needs no font of its own.
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

/** SVG to PNG bytes, freeing resvg's tree and pixmap even when a step throws. */
function rasterize(svg) {
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' } });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

parentPort?.on('message', async ({ id, tree, width, height }) => {
  try {
    const svg = await satori(tree, { width, height, fonts });
    // asPng's array owns its buffer (copied out of WebAssembly memory): it is transferred to the
    // main thread, not copied again, unless it turns out to be a view into a larger buffer.
    let bytes = rasterize(svg);
    if (bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) {
      bytes = bytes.slice();
    }
    parentPort.postMessage({ id, png: bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
