// Child process of bench/alerts.ts: opens one event stream per token against the server, says
// "open" when every stream has its first event, and closes them all when told "close". Kept in
// its own process so the server's memory is measured without the clients'.
import { readFileSync } from 'node:fs';

const { url, tokens } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  url: string;
  tokens: string[];
};
const aborts: AbortController[] = [];
let open = 0;
let failed = 0;

await Promise.all(
  tokens.map(async (token) => {
    const abort = new AbortController();
    aborts.push(abort);
    try {
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${token}` },
        signal: abort.signal,
      });
      if (!res.ok || !res.body) throw new Error(String(res.status));
      const reader = res.body.getReader();
      await reader.read(); // the first frame: the stream is established
      open++;
      void (async () => {
        try {
          for (;;) if ((await reader.read()).done) return;
        } catch {
          /* closed */
        }
      })();
    } catch {
      failed++;
    }
  }),
);
process.send?.({ open, failed });
process.on('message', (msg) => {
  if (msg === 'close') {
    aborts.forEach((a) => a.abort());
    setTimeout(() => process.exit(0), 500);
  }
});
