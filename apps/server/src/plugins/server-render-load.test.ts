import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerRenderer } from './server-render';

// Decision 0037: a renderer that cannot load must not keep the server from starting.
const dir = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-ssr-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadServerRenderer', () => {
  const log = Fastify().log;

  it('is null when there is no build', async () => {
    expect(await loadServerRenderer(path.join(dir, 'missing.js'), log)).toBeNull();
  });

  it('is null, not a crash, when the build cannot load (a library it imports is missing)', async () => {
    const file = path.join(dir, 'broken.js');
    writeFileSync(file, "import 'no-such-library-anywhere';\nexport function render() {}\n");
    expect(await loadServerRenderer(file, log)).toBeNull();
  });

  it('takes a build that exports render', async () => {
    const file = path.join(dir, 'good.mjs');
    writeFileSync(file, 'export async function render() { return { kind: "html" }; }\n');
    expect(typeof (await loadServerRenderer(file, log))).toBe('function');
  });
});
