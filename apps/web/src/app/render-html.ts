import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * A page rendered whole (decision 0037): the server injects it into index.html's #root, so
 * nothing is streamed and every Suspense boundary goes out finished and inline. Rejects on a
 * render error or when `timeoutMs` runs out (the server then sends the plain shell).
 */
export function renderHtml(element: React.ReactNode, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _enc, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown;
    const stream = renderToPipeableStream(element, {
      // The whole page at once: the server injects it into index.html's #root. A finished
      // Suspense boundary over React's chunk size (12.8 kB) would otherwise go out as a hidden
      // segment revealed by an inline script ($RC), which the CSP blocks: the Risers table sat
      // hidden behind its skeleton until hydration, which then failed (React #419).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
    setTimeout(() => {
      stream.abort(new Error('server render: render timed out'));
      reject(new Error('server render: render timed out'));
    }, timeoutMs).unref();
  });
}
