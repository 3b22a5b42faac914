import http from 'node:http';

// Viewers of one hosted video as an HLS player fetches it: the master playlist, one rendition's
// playlist, then one segment per segment duration (playback rate, not as fast as possible).
// Open loop: segment k is due at the viewer's start + k × duration and its latency counts from
// then (whole body read), so a stalled server shows in the percentiles.

export interface ViewersResult {
  viewers: number;
  segments: number;
  errors: number;
  bytes: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  seconds: number;
}

interface Rendition {
  name: string;
  segments: string[];
  duration: number;
}

const lines = (text: string) => text.split('\n').map((l) => l.trim());

/** The master playlist's renditions and each one's segment URLs (absolute paths). */
export async function readLadder(baseUrl: string, masterPath: string): Promise<Rendition[]> {
  const base = new URL(masterPath, baseUrl);
  const master = await (await fetch(base)).text();
  const variants = lines(master).filter((l) => l && !l.startsWith('#'));
  const out: Rendition[] = [];
  for (const v of variants) {
    const url = new URL(v, base);
    const playlist = lines(await (await fetch(url)).text());
    const durations = playlist
      .filter((l) => l.startsWith('#EXTINF:'))
      .map((l) => Number.parseFloat(l.slice(8)));
    out.push({
      name: v.split('/')[0] ?? v,
      segments: playlist.filter((l) => l && !l.startsWith('#')).map((s) => new URL(s, url).pathname),
      duration: Math.max(...durations),
    });
  }
  return out;
}

export async function hlsViewers(opts: {
  baseUrl: string;
  ladder: Rendition[];
  viewers: number;
  /** Segments each viewer plays (from the first). */
  segmentsEach: number;
}): Promise<ViewersResult> {
  const url = new URL(opts.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.viewers * 2 });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const get = (path: string, due: number) =>
    new Promise<void>((resolve) => {
      const done = (ok: boolean) => {
        latencies.push(performance.now() - due);
        if (!ok) errors++;
        resolve();
      };
      const req = http.get({ host: url.hostname, port: url.port, path, agent, timeout: 10_000 }, (res) => {
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => done(res.statusCode === 200));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done(false));
    });
  const sleepUntil = (t: number) =>
    new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));

  const t0 = performance.now();
  const viewer = async (i: number) => {
    // Each viewer its rendition (round robin over the ladder) and its own start in the first
    // segment's duration, as viewers arriving one by one would.
    const r = opts.ladder[i % opts.ladder.length]!;
    const start = t0 + (i / opts.viewers) * r.duration * 1000;
    await sleepUntil(start);
    for (let k = 0; k < Math.min(opts.segmentsEach, r.segments.length); k++) {
      const due = start + k * r.duration * 1000;
      await sleepUntil(due);
      await get(r.segments[k]!, due);
    }
  };
  await Promise.all(Array.from({ length: opts.viewers }, (_, i) => viewer(i)));
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    viewers: opts.viewers,
    segments: latencies.length,
    errors,
    bytes,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: sorted.at(-1) ?? 0,
    seconds: (performance.now() - t0) / 1000,
  };
}
