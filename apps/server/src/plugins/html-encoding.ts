import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';

const gzipAsync = promisify(gzip);
/** Below this a document is sent as it is (the shell: gzip would save a few hundred bytes). */
const GZIP_FROM_BYTES = 1024;
const acceptsGzip = (header: string | string[] | undefined) =>
  /\bgzip\b/.test(Array.isArray(header) ? header.join(',') : (header ?? ''));

/**
 * Sends a page's HTML, gzipped for a browser that takes it. A rendered page holds its data as
 * well as its markup: a game's box score and plays made a 337 KB document, which went out as it
 * was (the static assets are compressed at build time, the API's large public reads when kept,
 * rendered documents never), and Lighthouse's phone took 3.3 s to its first paint. Compressed on
 * the zlib thread pool, not the event loop, once per send: a kept page's HTML differs per send
 * (its data's timestamp, page-cache.ts).
 */
export async function sendHtml(reply: FastifyReply, html: string | Buffer): Promise<FastifyReply> {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  void reply.type('text/html; charset=utf-8');
  if (bytes.length < GZIP_FROM_BYTES || !acceptsGzip(reply.request.headers['accept-encoding'])) {
    return reply.send(bytes);
  }
  return reply.header('content-encoding', 'gzip').send(await gzipAsync(bytes));
}

/** A document sent in parts as they are ready: each `write` goes out at once, `end` closes it. */
export interface HtmlStream {
  write(text: string): void;
  end(text: string): void;
}

/**
 * Starts sending a page's HTML as a stream (the status and headers set on `reply` go out now),
 * gzipped for a browser that takes it: each part is flushed through the compressor so it leaves
 * at once rather than when the compressor's buffer fills.
 */
export function streamHtml(reply: FastifyReply): HtmlStream {
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  void reply.type('text/html; charset=utf-8');
  if (acceptsGzip(reply.request.headers['accept-encoding'])) {
    const gz = createGzip();
    void reply.header('content-encoding', 'gzip').send(gz);
    return {
      write: (text) => {
        gz.write(text);
        gz.flush();
      },
      end: (text) => gz.end(text),
    };
  }
  const body = new PassThrough();
  void reply.send(body);
  return { write: (text) => body.write(text), end: (text) => body.end(text) };
}
