import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { s3Client } from '../modules/media/storage/s3-storage';
import type { S3Config } from '../modules/media/media-config';

export interface TestS3 {
  config: S3Config;
  /** S3_* variables for a server process (the cluster's instances). */
  env: Record<string, string>;
  /** Every key under `prefix` in the bucket. */
  keys(prefix?: string): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server for the tests: s3rver in this process, on a free port, its objects
 * in a temp folder, with one bucket. No network and nothing to install beyond npm, so the S3
 * tests never skip (in CI or anywhere).
 */
export async function startTestS3(bucket = 'hoopdex-test-media'): Promise<TestS3> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hx-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's documented default keys.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = s3Client(config);
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(prefix = '') {
      const out: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
        );
        out.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out.sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
