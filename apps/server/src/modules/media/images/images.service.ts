import { ARTICLE_IMAGE_TYPES, type ArticleImageType, type UploadedImage } from '@hoopdex/contract';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../../../lib/http';

/** Widths made for `srcset`; none wider than the picture itself. */
const WIDTHS = [320, 640, 1024, 1600];

/**
 * sharp's name of a decoded format → its type on the contract's list (ARTICLE_IMAGE_TYPES, which
 * the editor's picker offers too). libvips reads AVIF through libheif, so sharp says `heif` for
 * it: only AV1 inside is AVIF; HEVC (HEIC) it cannot decode, and that is refused with a 400.
 */
function articleImageType(meta: sharp.Metadata): ArticleImageType | null {
  const type =
    meta.format === 'heif'
      ? meta.compression === 'av1'
        ? 'image/avif'
        : null
      : `image/${meta.format === 'jpg' ? 'jpeg' : meta.format}`;
  return (ARTICLE_IMAGE_TYPES as readonly string[]).includes(type ?? '')
    ? (type as ArticleImageType)
    : null;
}

/**
 * An article picture: decoded by sharp (libvips, on its thread pool, off the event loop),
 * turned upright by its EXIF orientation, then re-encoded without any metadata (EXIF, GPS, ICC
 * names) into WebP widths and one JPEG/PNG fallback. A file that does not decode is a 400.
 */
export async function storeArticleImage(
  /** Writes one key (hosted media's storage: files or the S3 bucket). */
  put: (key: string, body: Buffer) => Promise<void>,
  input: Buffer,
): Promise<UploadedImage> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw badRequest('This file is not an image we can use', 'file');
  }
  if (!articleImageType(meta) || !meta.width || !meta.height)
    throw badRequest('This file is not an image we can use', 'file');
  const upright = sharp(input, { limitInputPixels: 50_000_000 }).rotate();
  const { width: w0, height: h0 } = await upright
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info);
  const id = randomBytes(12).toString('hex');
  const key = (name: string) => `uploads/images/${id}/${name}`;
  const widths = WIDTHS.filter((w) => w < w0).concat(Math.min(w0, 1600));
  const unique = [...new Set(widths)];
  const url = (name: string) => `/media/uploads/images/${id}/${name}`;
  const sizes: UploadedImage['sizes'] = [];
  for (const w of unique) {
    const out = await upright.clone().resize({ width: w }).webp({ quality: 80 }).toBuffer();
    await put(key(`${w}.webp`), out);
    sizes.push({ width: w, url: url(`${w}.webp`), format: 'webp' });
  }
  const top = unique[unique.length - 1]!;
  const fallbackPng = meta.hasAlpha === true;
  const fallbackName = `${top}.${fallbackPng ? 'png' : 'jpg'}`;
  const resized = upright.clone().resize({ width: top });
  const fallback = await (
    fallbackPng ? resized.png() : resized.jpeg({ quality: 82, mozjpeg: true })
  ).toBuffer();
  await put(key(fallbackName), fallback);
  sizes.push({ width: top, url: url(fallbackName), format: fallbackPng ? 'png' : 'jpeg' });
  return {
    url: url(fallbackName),
    width: top,
    height: Math.round((h0 * top) / w0),
    sizes,
    srcset: sizes
      .filter((s) => s.format === 'webp')
      .map((s) => `${s.url} ${s.width}w`)
      .join(', '),
  };
}
