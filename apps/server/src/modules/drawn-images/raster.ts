import type { RasterWidth } from '@hoopdex/contract/drawn-images';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

// A drawn SVG as WebP (why: packages/contract/src/drawn-images.ts). sharp renders it with
// librsvg at the density that gives the width asked for, so edges stay sharp; 3–20 ms a picture
// on libuv's pool, then kept: a key's picture never changes.
const cache = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (b) => b.length,
});

const SIZE = /<svg[^>]*?\bviewBox="[\d.-]+ [\d.-]+ ([\d.]+) [\d.]+"[^>]*>/;
const WIDTH = /<svg[^>]*?\bwidth="([\d.]+)"/;

/** The SVG's own width in CSS pixels (its `width`, else its viewBox's), as librsvg sizes it. */
function intrinsicWidth(svg: string): number {
  return Number(WIDTH.exec(svg)?.[1] ?? SIZE.exec(svg)?.[1] ?? 100) || 100;
}

/**
 * The credit an SVG carries in its metadata (DiceBear's RDF: title, creator, CC BY licence) as
 * the WebP's XMP, so the picture keeps it once it is pixels.
 */
function creditXmp(svg: string): string | null {
  const meta = /<metadata\s([^>]*)>\s*<rdf:RDF>([\s\S]*?)<\/rdf:RDF>\s*<\/metadata>/.exec(svg);
  if (!meta) return null;
  // The metadata element declares the namespaces (rdf, dc, dcterms); they move to rdf:RDF.
  return `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF ${meta[1]}>${meta[2]}</rdf:RDF></x:xmpmeta>`;
}

export async function rasterOf(id: string, svg: string, width: RasterWidth): Promise<Buffer> {
  const key = `${id}@${width}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const density = Math.min(2400, Math.max(1, (72 * width) / intrinsicWidth(svg)));
  let image = sharp(Buffer.from(svg), { density }).resize({ width }).webp({ quality: 85 });
  const xmp = creditXmp(svg);
  if (xmp) image = image.withXmp(xmp);
  const webp = await image.toBuffer();
  cache.set(key, webp);
  return webp;
}
