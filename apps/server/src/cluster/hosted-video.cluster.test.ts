import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestClip } from '../test/test-clip';
import { startTestS3, type TestS3 } from '../test/test-s3';
import { startCluster, type Cluster } from './cluster';
import { demoToken, getJson, send } from './cluster-client';
import { createEmptyDatabase } from './pg-admin';
import { clusterTestServices } from './test-services';

// Issue 23 on two instances behind nginx: a clip uploaded through the front with tus (its
// PATCHes round-robin over both instances), transcoded by whichever instance claims the job
// (media jobs are leased in PostgreSQL), then played from EACH instance directly and through
// nginx. What they share: PostgreSQL, Redis (the tus locker), the S3 bucket (s3rver in this
// process) for renditions, and one UPLOAD_DIR for uploads in progress. Each has a DATA_DIR of
// its own, so a rendition on one's disk could not be served by the other.
const services = await clusterTestServices();
let cluster: Cluster;
let s3: TestS3;
let dirs: string;
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  if (!services) return;
  const db = await createEmptyDatabase(services.postgresUrl);
  cleanups.push(db.drop);
  s3 = await startTestS3();
  cleanups.push(() => s3.stop());
  dirs = await mkdtemp(path.join(os.tmpdir(), 'hx-cluster-media-'));
  cleanups.push(() => rm(dirs, { recursive: true, force: true }));
  cluster = await startCluster({
    instances: 2,
    databaseUrl: db.url,
    env: {
      LOG_LEVEL: 'warn',
      AUTH_ATTEMPT_LIMIT_FACTOR: '100',
      ...s3.env,
      UPLOAD_DIR: path.join(dirs, 'shared-uploads'),
    },
    instanceEnv: (i) => ({ DATA_DIR: path.join(dirs, `data-${i + 1}`) }),
  });
  cleanups.push(() => cluster.stop());
}, 240_000);
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

type Item = {
  id: number;
  status: string;
  status_message?: string | null;
  video?: { stream_url?: string };
};

describe.runIf(services)(
  'hosted video across instances (S3 + shared uploads, through nginx)',
  () => {
    it('upload through nginx, transcode on one instance, play from each and through the front', async () => {
      const token = await demoToken(cluster.url, 'creator');
      const clip = path.join(dirs, 'clip.mp4');
      await makeTestClip(clip, 5);
      const bytes = await readFile(clip);
      // Small chunks: several PATCHes, which nginx spreads over both instances.
      let chunks = 0;
      const uploadUrl = await new Promise<string>((resolve, reject) => {
        const up = new tus.Upload(bytes, {
          endpoint: `${cluster.url}/api/uploads`,
          headers: { authorization: `Bearer ${token}` },
          metadata: { filename: 'cluster.mp4', filetype: 'video/mp4' },
          chunkSize: Math.ceil(bytes.length / 4),
          retryDelays: null,
          onChunkComplete: () => void chunks++,
          onSuccess: () => resolve(up.url!),
          onError: reject,
        });
        up.start();
      });
      expect(chunks).toBeGreaterThanOrEqual(4);
      const upload_id = uploadUrl.split('/').pop()!;
      // The bytes are in the shared folder whole, whichever instance took each PATCH.
      const stored = await readFile(path.join(dirs, 'shared-uploads', upload_id));
      expect(stored.equals(bytes)).toBe(true);

      const made = (await send('POST', `${cluster.url}/api/me/content`, token, {
        content_type: 'video',
        title: 'Played on the other instance',
        upload_id,
        status: 'published',
      })) as { data: Item };
      const id = made.data.id;
      // The demo seed's own clips may be queued first: each instance runs one job at a time.
      let item: Item = made.data;
      const deadline = Date.now() + 180_000;
      while (item.status !== 'published' && Date.now() < deadline) {
        expect(item.status, item.status_message ?? '').not.toBe('failed');
        await new Promise((r) => setTimeout(r, 1000));
        item = (await getJson<{ data: Item }>(`${cluster.url}/api/me/content/${id}`, token)).data;
      }
      expect(item.status).toBe('published');
      const streamUrl = item.video!.stream_url!;
      expect(streamUrl).toMatch(/^\/media\/hosted\/\d+\/v\d+-\d+\/master\.m3u8$/);
      // In the bucket, on neither instance's disk.
      expect(await s3.keys(`hosted/${id}/`)).toContain(streamUrl.replace('/media/', ''));
      for (const i of [1, 2])
        expect(existsSync(path.join(dirs, `data-${i}`, 'media', 'hosted', String(id)))).toBe(false);

      const bases = [
        ...cluster.instances.map((i) => `http://127.0.0.1:${i.port}`),
        cluster.url,
        cluster.url, // twice through nginx: round-robin, so both instances behind it
      ];
      let reference: Buffer | undefined;
      for (const base of bases) {
        const master = await fetch(base + streamUrl);
        expect(master.status, base).toBe(200);
        expect(master.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const variantPath = (await master.text()).split('\n').find((l) => l.endsWith('.m3u8'))!;
        const variantUrl = base + streamUrl.replace('master.m3u8', variantPath);
        const variant = await fetch(variantUrl);
        expect(variant.status, base).toBe(200);
        const segment = (await variant.text()).split('\n').find((l) => l.endsWith('.ts'))!;
        const ranged = await fetch(variantUrl.replace(/index\.m3u8$/, segment), {
          headers: { range: 'bytes=376-751' },
        });
        expect(ranged.status, base).toBe(206);
        expect(ranged.headers.get('content-range')).toMatch(/^bytes 376-751\/\d+$/);
        const chunk = Buffer.from(await ranged.arrayBuffer());
        expect(chunk.length).toBe(376);
        expect(chunk[0]).toBe(0x47); // MPEG-TS sync byte
        reference ??= chunk;
        expect(chunk.equals(reference)).toBe(true);
      }

      // Deleted through the front: gone from the bucket, 404 everywhere.
      await send('DELETE', `${cluster.url}/api/me/content/${id}`, token, {});
      expect(await s3.keys(`hosted/${id}/`)).toEqual([]);
      expect(existsSync(path.join(dirs, 'shared-uploads', upload_id))).toBe(false);
      for (const base of bases) expect((await fetch(base + streamUrl)).status).toBe(404);
    }, 240_000);
  },
);
