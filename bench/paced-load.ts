import http from 'node:http';

export interface LoadResult {
  name: string;
  targetRate: number;
  seconds: number;
  sent: number;
  ok: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** p99 of the time to the answer's first byte (its status line), from the due time. */
  firstByteP99: number;
  /** p99 of the requests due in each second, in order: where in the run a stall was. */
  p99BySecond: number[];
}

/**
 * Open-loop load at a steady rate (not bursts): request i is due at start + i/rate, and its
 * latency is measured from that due time, so a stalled server shows up in the percentiles
 * instead of quietly lowering the request rate (no coordinated omission).
 */
export async function pacedLoad(opts: {
  name: string;
  baseUrl: string;
  paths: string[];
  rate: number;
  seconds: number;
  /** Sent with every request, e.g. a bearer token for the signed-in reads. */
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(opts.rate * opts.seconds);
  const latencies = new Float64Array(total);
  const firstBytes = new Float64Array(total);
  const statuses: Record<string, number> = {};
  let done = 0;
  let errors = 0;
  const start = performance.now();
  const url = new URL(opts.baseUrl);

  await new Promise<void>((resolve) => {
    let sent = 0;
    const finish = (i: number, due: number, status: string) => {
      latencies[i] = performance.now() - due;
      if (firstBytes[i] === 0) firstBytes[i] = latencies[i]!;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== '200') errors++;
      if (++done === total) resolve();
    };
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - start) / 1000) * opts.rate) + 1);
      for (; sent < due; sent++) {
        const i = sent;
        const dueAt = start + (i / opts.rate) * 1000;
        const path = opts.paths[i % opts.paths.length] ?? '/';
        const req = http.get(
          {
            host: url.hostname,
            port: url.port,
            path,
            agent,
            timeout: 10_000,
            headers: opts.headers,
          },
          (res) => {
            firstBytes[i] = performance.now() - dueAt;
            res.resume();
            res.on('end', () => finish(i, dueAt, String(res.statusCode)));
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => finish(i, dueAt, 'error'));
      }
      // 1 ms timer, not setImmediate: a busy loop would steal the core the server needs.
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();

  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    name: opts.name,
    targetRate: opts.rate,
    seconds: opts.seconds,
    sent: total,
    ok: total - errors,
    errors,
    statuses,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: sorted[sorted.length - 1] ?? 0,
    firstByteP99:
      Array.from(firstBytes).sort((a, b) => a - b)[Math.floor(0.99 * (total - 1))] ?? 0,
    p99BySecond: Array.from({ length: Math.ceil(opts.seconds) }, (_, s) => {
      const second = Array.from(latencies.subarray(s * opts.rate, (s + 1) * opts.rate)).sort(
        (a, b) => a - b,
      );
      return second[Math.floor(0.99 * (second.length - 1))] ?? 0;
    }),
  };
}
