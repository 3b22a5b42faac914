// `npm run bench:hosted-video`: hosted video (issue 23) on one server, PGlite demo data.
// (a) a 500 MB upload through tus over loopback: throughput and the server's RSS growth;
// (b) a 60 s 1080p source transcoded into the ladder: wall time as a multiple of its length;
// (c) 200 viewers fetching HLS segments at playback rate: segment latency and errors;
// (d) the home feed at 500 req/s while a transcode runs.
// Each against the /api/ping control at the same moment of the run. Writes its own
// "## Hosted video" section of bench/RESULTS.md. About 4 to 6 minutes once the data is seeded.
import { execFileSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearerHeaders, signInCookie } from './alerts-session';
import { hlsViewers, readLadder } from './hls-viewers';
import { pacedLoad, type LoadResult } from './paced-load';
import { resultsFile, writeSection } from './results-file';
import { waitForStatsWarm } from './scenarios';
import { startServer } from './server-process';
import { sinkUpload, tusDelete, tusUpload } from './tus-upload';

const root = path.resolve(import.meta.dirname, '..');
const work = path.join(root, 'bench/.tmp/hosted-video');
mkdirSync(work, { recursive: true });
const UPLOAD_MB = 500;
const SOURCE_SECONDS = 60;
const VIEWERS = 200;
const FEED_RATE = 500;

const loadAtStart = os.loadavg().map((l) => l.toFixed(1));
const started = Date.now();
const say = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${msg}`);

// The inputs, made once and kept under bench/.tmp (no download).
const bigFile = path.join(work, `random-${UPLOAD_MB}mb.bin`);
if (!existsSync(bigFile) || statSync(bigFile).size !== UPLOAD_MB * 1024 * 1024) {
  say(`writing ${UPLOAD_MB} MB of random bytes`);
  const fd = openSync(bigFile, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < UPLOAD_MB; i++) writeSync(fd, randomFillSync(chunk));
  closeSync(fd);
}
const source = path.join(work, `source-${SOURCE_SECONDS}s-1080p.mp4`);
if (!existsSync(source)) {
  say(`drawing a ${SOURCE_SECONDS} s 1080p source with ffmpeg`);
  // testsrc2 moves every frame (a real encoder workload); 8 Mbit/s like a phone's 1080p.
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=duration=${SOURCE_SECONDS}:size=1920x1080:rate=30`, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${SOURCE_SECONDS}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source]);
}

const server = await startServer({ DATA_DIR: path.join(work, 'data') });
const { baseUrl, pid } = server;
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
await waitForStatsWarm(baseUrl);
const creatorCookie = await signInCookie(baseUrl, 'creator');
// ID tokens live 5 minutes: a fresh one per phase.
const auth = () => bearerHeaders(baseUrl, creatorCookie);
const api = async <T>(method: string, url: string, body?: object): Promise<T> => {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(await auth()), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};
type Item = { id: number; status: string; progress: number | null; status_message: string | null; video: { stream_url: string | null; duration: number | null } | null };

// A first start seeds the demo's hosted videos as transcode jobs: let them finish first.
for (;;) {
  const { counts } = await api<{ counts: Record<string, number> }>('GET', '/api/me/content?limit=1');
  if (!counts.processing) break;
  say(`waiting for ${counts.processing} demo transcodes`);
  await sleep(2000);
}

const feedPath = `/api/content?${new URLSearchParams({ content_type: 'article,video', limit: '10', offset: '0', sort: JSON.stringify({ publishedat: 'desc' }) })}`;
const paced = (name: string, paths: string[], rate: number, seconds: number) =>
  pacedLoad({ name, baseUrl, paths, rate, seconds });

// Controls, the machine at rest: /api/ping and the feed at the feed's rate.
await paced('warm', ['/api/ping', feedPath], FEED_RATE, 3);
const pingAlone = await paced('ping alone', ['/api/ping'], FEED_RATE, 10);
const feedAlone = await paced('feed alone', [feedPath], FEED_RATE, 10);
say(`controls: ping p99 ${pingAlone.p99.toFixed(1)} ms, feed p99 ${feedAlone.p99.toFixed(1)} ms`);

// (a) 500 MB through tus, RSS sampled every 50 ms, /api/ping at 100 req/s meanwhile.
const sink = await sinkUpload(bigFile);
await sleep(2000);
const rssBefore = rssMb();
let rssPeak = rssBefore;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb())), 50);
const uploadAuth = await auth();
const pingDuringUpload = paced('ping during upload', ['/api/ping'], 100, 5);
const upload = await tusUpload(baseUrl, uploadAuth, bigFile, 'application/octet-stream');
clearInterval(sampler);
const pingUpload = await pingDuringUpload;
const rssAfter = rssMb();
await tusDelete(baseUrl, await auth(), upload.id);
const mbps = (r: { bytes: number; ms: number }) => r.bytes / 1024 / 1024 / (r.ms / 1000);
say(`upload ${mbps(upload).toFixed(0)} MiB/s (sink ${mbps(sink).toFixed(0)}), RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} MB`);

// (b) + (d) the 60 s source uploaded, made a draft video item (its transcode starts at once),
// the feed paced at 500 req/s for 20 s from 2 s in, then wait for Ready.
const src = await tusUpload(baseUrl, await auth(), source, 'video/mp4');
const created = await api<{ id: number }>('POST', '/api/me/content', {
  content_type: 'video',
  title: `Bench transcode ${new Date().toISOString()}`,
  upload_id: src.id,
  status: 'draft',
});
const t0 = performance.now();
await sleep(2000);
const feedDuring = await paced('feed during transcode', [feedPath], FEED_RATE, 20);
let item: Item;
for (;;) {
  item = await api<Item>('GET', `/api/me/content/${created.id}`);
  if (item.status !== 'processing') break;
  await sleep(250);
}
const transcodeMs = performance.now() - t0;
if (item.status !== 'ready') throw new Error(`transcode ended ${item.status}: ${item.status_message}`);
const length = item.video?.duration ?? SOURCE_SECONDS;
say(`transcode ${(transcodeMs / 1000).toFixed(1)} s for ${length.toFixed(1)} s; feed p99 during it ${feedDuring.p99.toFixed(1)} ms`);

// (c) 200 viewers of that video, 8 segments each (32 s at 4 s segments), ping control beside.
const ladder = await readLadder(baseUrl, item.video!.stream_url!);
const pingDuringViewers = paced('ping during viewers', ['/api/ping'], 50, 30);
const viewers = await hlsViewers({ baseUrl, ladder, viewers: VIEWERS, segmentsEach: 8 });
const pingViewers = await pingDuringViewers;
say(`viewers: ${viewers.segments} segments, p99 ${viewers.p99.toFixed(1)} ms, ${viewers.errors} errors`);

await api('DELETE', `/api/me/content/${created.id}`);
const loadAtEnd = os.loadavg().map((l) => l.toFixed(1));
await server.stop();

const f = (n: number) => n.toFixed(1);
const ratio = (n: number, control: LoadResult) => `×${(n / control.p99).toFixed(1)}`;
const pass = (ok: boolean) => (ok ? 'met' : '**not met**');
const ffmpegVersion = /ffmpeg version (\S+)/.exec(execFileSync('ffmpeg', ['-version']).toString())?.[1];
const segBytes = viewers.bytes / Math.max(1, viewers.segments) / 1024;
writeSection(resultsFile, '## Hosted video: upload, transcode, HLS viewers (PGlite, demo data)', [
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}, ffmpeg ${ffmpegVersion}; load average (1/5/15 min) ${loadAtStart.join(' / ')} at the start, ${loadAtEnd.join(' / ')} at the end.`,
  `Date: ${new Date().toISOString()}. Command: \`npm run bench:hosted-video\` (${((Date.now() - started) / 1000).toFixed(0)} s).`,
  'One server (`npm start` minus the web build) on PGlite with the demo data; the client is this process on loopback.',
  // A load average under the core count at the start: nothing else was busy when the run began.
  Number(loadAtStart[0]) < os.cpus().length
    ? 'The machine was quiet when the run began (load average under its core count); the load at the end is this run\'s own.'
    : 'The machine is shared: other work ran beside this run (see the load average); the figures are to be re-run on a quiet machine.',
  'Ratios compare a p99 with the p99 of `/api/ping` paced at the same rate with nothing else running (the control), except where a row says so.',
  '',
  '| measure | value | control | ratio | goal |',
  '|---|---|---|---|---|',
  `| control: \`/api/ping\` at ${FEED_RATE} req/s for 10 s, p50 / p99 / max | ${f(pingAlone.p50)} / ${f(pingAlone.p99)} / ${f(pingAlone.max)} ms, ${pingAlone.errors} errors | – | – | – |`,
  `| (a) ${(upload.bytes / 1024 / 1024).toFixed(0)} MiB (random bytes) through tus, one streamed PATCH: throughput | ${mbps(upload).toFixed(0)} MiB/s (${f(upload.ms / 1000)} s) | the same file to a bare Node sink in the bench process: ${mbps(sink).toFixed(0)} MiB/s | ×${(mbps(upload) / mbps(sink)).toFixed(2)} of the sink | – |`,
  `| (a) server RSS during that upload: before / peak / after | ${rssBefore.toFixed(0)} / ${rssPeak.toFixed(0)} / ${rssAfter.toFixed(0)} MB (peak growth ${(rssPeak - rssBefore).toFixed(0)} MB) | – | – | growth ≤ 50 MB: ${pass(rssPeak - rssBefore <= 50)} |`,
  `| (a) \`/api/ping\` at 100 req/s during the upload, p50 / p99 / max | ${f(pingUpload.p50)} / ${f(pingUpload.p99)} / ${f(pingUpload.max)} ms, ${pingUpload.errors} errors | ${f(pingAlone.p99)} ms | ${ratio(pingUpload.p99, pingAlone)} | – |`,
  `| (b) transcode of a ${SOURCE_SECONDS} s 1920×1080 30 fps H.264 source (${(src.bytes / 1024 / 1024).toFixed(0)} MB) into the ladder (${ladder.map((r) => r.name).join(', ')}), poster and sprite: wall time from the item's creation to Ready | ${f(transcodeMs / 1000)} s | video length ${f(length)} s | ×${(transcodeMs / 1000 / length).toFixed(2)} of the length | – |`,
  `| (c) ${VIEWERS} viewers, one segment per ${ladder[0]?.duration ?? 4} s each (renditions round robin, ${viewers.segments} segments of ${segBytes.toFixed(0)} KB on average), p50 / p99 / max | ${f(viewers.p50)} / ${f(viewers.p99)} / ${f(viewers.max)} ms, ${viewers.errors} errors | ${f(pingAlone.p99)} ms | ${ratio(viewers.p99, pingAlone)} | p99 ≤ 50 ms, 0 errors: ${pass(viewers.p99 <= 50 && viewers.errors === 0)} |`,
  `| (c) \`/api/ping\` at 50 req/s beside the viewers, p50 / p99 / max | ${f(pingViewers.p50)} / ${f(pingViewers.p99)} / ${f(pingViewers.max)} ms, ${pingViewers.errors} errors | ${f(pingAlone.p99)} ms | ${ratio(pingViewers.p99, pingAlone)} | – |`,
  `| (d) feed page 1 at ${FEED_RATE} req/s for 10 s, nothing else running, p50 / p99 / max | ${f(feedAlone.p50)} / ${f(feedAlone.p99)} / ${f(feedAlone.max)} ms, ${feedAlone.errors} errors | ${f(pingAlone.p99)} ms | ${ratio(feedAlone.p99, pingAlone)} | – |`,
  `| (d) feed page 1 at ${FEED_RATE} req/s for 20 s while that transcode runs${transcodeMs >= 22_000 ? '' : ' (**the transcode ended before the load did**)'}, p50 / p99 / max | ${f(feedDuring.p50)} / ${f(feedDuring.p99)} / ${f(feedDuring.max)} ms, ${feedDuring.errors} errors | ${f(pingAlone.p99)} ms | ${ratio(feedDuring.p99, pingAlone)} | p99 ≤ 30 ms: ${pass(feedDuring.p99 <= 30)} |`,
]);
say(`wrote ${resultsFile}`);
