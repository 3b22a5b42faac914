import path from 'node:path';

/** What an object is served as, by its name: object storage keeps no file system's guess. */
const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
};

export const contentTypeOf = (key: string) =>
  TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
