import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

// The hosted-video bench's uploads: tus 1.0 as a client sends it (one POST, then the file in
// one streamed PATCH, as tus-js-client does with its default chunk size), and a bare loopback
// sink as the control for what the machine moves at all.

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** Streams `file` as one request body to `url`; resolves with the answer's status and text. */
function streamTo(
  url: string,
  method: string,
  headers: Record<string, string>,
  file: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), req).catch(reject);
  });
}

/** Uploads `file` through the server's tus endpoint; answers the upload id and the PATCH time. */
export async function tusUpload(
  baseUrl: string,
  auth: Record<string, string>,
  file: string,
  filetype: string,
): Promise<{ id: string; ms: number; bytes: number }> {
  const bytes = statSync(file).size;
  const created = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      ...auth,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes),
      'upload-metadata': `filename ${b64(path.basename(file))},filetype ${b64(filetype)}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location)
    throw new Error(`tus create: ${created.status} ${await created.text()}`);
  const id = location.split('/').pop()!;
  const t0 = performance.now();
  const patched = await streamTo(
    new URL(location, `${baseUrl}/api/uploads/`).href,
    'PATCH',
    {
      ...auth,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes),
    },
    file,
  );
  const ms = performance.now() - t0;
  if (patched.status !== 204) throw new Error(`tus patch: ${patched.status} ${patched.body}`);
  return { id, ms, bytes };
}

/** Frees an upload the bench made and did not turn into an item (tus DELETE). */
export async function tusDelete(baseUrl: string, auth: Record<string, string>, id: string) {
  await fetch(`${baseUrl}/api/uploads/${id}`, {
    method: 'DELETE',
    headers: { ...auth, 'tus-resumable': '1.0.0' },
  });
}

/** The control: the same file streamed to a Node server in this process that drops the bytes. */
export async function sinkUpload(file: string): Promise<{ ms: number; bytes: number }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  const bytes = statSync(file).size;
  const t0 = performance.now();
  await streamTo(
    `http://127.0.0.1:${port}/`,
    'PATCH',
    { 'content-length': String(bytes) },
    file,
  );
  const ms = performance.now() - t0;
  await new Promise((r) => server.close(r));
  return { ms, bytes };
}
