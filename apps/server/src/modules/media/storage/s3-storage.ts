import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Config } from '../media-config';
import { contentTypeOf } from './content-types';
import { isSafeKey, MissingKeyError, type MediaStorage } from './storage';

/** Every key is written once under a new version or id: caches may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Uploads at once while copying a transcode's folder (segments are small: latency bound). */
const PUT_CONCURRENCY = 6;

const missing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

async function filesUnder(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(dir, name)));
    else if (entry.isFile()) out.push(name);
  }
  return out;
}

export function s3Client(config: S3Config) {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, R2, Ceph, s3rver)
    // do not all take the SDK's newer default CRC headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    // Without keys the SDK's own chain answers (instance role, AWS_* variables, profile).
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
}

/**
 * Hosted media in an S3-compatible bucket (AWS, MinIO, R2, s3rver in the tests). Keys are the
 * file storage's paths; the media routes stream objects back with Range (video/hosted-video-files.routes.ts).
 */
export function createS3Storage(config: S3Config, client = s3Client(config)): MediaStorage {
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`bad key ${key}`);
    return key;
  };
  return {
    async putDir(prefix, localDir) {
      const files = await filesUnder(localDir);
      let total = 0;
      let next = 0;
      const worker = async () => {
        while (next < files.length) {
          const name = files[next++]!;
          const file = path.join(localDir, name);
          const { size } = await stat(file);
          total += size;
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: checked(`${prefix}/${name}`),
              Body: createReadStream(file),
              ContentLength: size,
              ContentType: contentTypeOf(name),
              CacheControl: IMMUTABLE,
            }),
          );
        }
      };
      await Promise.all(Array.from({ length: PUT_CONCURRENCY }, worker));
      return total;
    },
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentTypeOf(key),
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (missing(err)) throw new MissingKeyError(key);
        throw err;
      }
    },
    async size(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return res.ContentLength ?? 0;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stream(key, range) {
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checked(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // "bytes 0-187/5000": the total is after the slash; a whole object's is its length.
        const total = /\/(\d+)$/.exec(res.ContentRange ?? '')?.[1];
        return {
          body: res.Body as Readable,
          size: total ? Number(total) : (res.ContentLength ?? 0),
        };
      } catch (err) {
        if (missing(err)) throw new MissingKeyError(key);
        throw err;
      }
    },
    async deletePrefix(prefix) {
      const Prefix = `${checked(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        // One call per listed page (at most 1000 keys, the DeleteObjects limit).
        if (keys.length)
          await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
