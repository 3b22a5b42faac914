// A minimal Server-Sent Events reader for the stream tests: opens GET /api/me/events with fetch
// (as EventSource would, plus any header) and hands out parsed events in order.

export interface SseEvent {
  event: string;
  id: string | null;
  data: unknown;
}

export interface SseStream {
  status: number;
  /** The next event (optionally of one name), or a rejection after `ms`. */
  next(name?: string, ms?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = Promise.resolve();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = parseFrame(frame);
            if (event) queue.push(event);
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  } else {
    await res.text().catch(() => undefined);
  }

  async function next(name?: string, ms = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const at = queue.findIndex((e) => !name || e.event === name);
      if (at >= 0) return queue.splice(0, at + 1).pop()!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${name ?? 'event'} within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  return { status: res.status, next, ended, close: () => abort.abort() };
}

function parseFrame(frame: string): SseEvent | null {
  let event = 'message';
  let id: string | null = null;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) continue;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (!data.length) return null;
  return { event, id, data: JSON.parse(data.join('\n')) as unknown };
}
