import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { contentItems, videoViews } from './db/schema/index';
import { createContent, createCreator } from './test/factories';
import { copyMigratedDataDir, freePort, runServer, waitForHealth } from './test/server-process';

// Issue 2: "kill -9 during a write loses no committed data". The real server on a PGlite folder
// takes anonymous view writes; it is killed with SIGKILL mid-stream; every write it had
// acknowledged must be in the folder when it is opened again.
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('durability on PGlite', { timeout: 300_000 }, () => {
  it('keeps every acknowledged write after kill -9', async () => {
    const dataDir = copyMigratedDataDir(mkdtempSync(path.join(tmpdir(), 'hoopdex-kill-')));
    dirs.push(dataDir);
    const setup = await openDatabase({ dataDir });
    const creator = await createCreator(setup.db);
    const item = await createContent(setup.db, { creatorId: creator.id, contentType: 'video' });
    await setup.close();

    const port = await freePort();
    const server = runServer({
      SEED_ON_START: 'false',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    await waitForHealth(port, server);

    let acknowledged = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/video-analytics`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ contentId: item.id }),
          });
          if (res.ok) acknowledged++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Kill mid-stream once a good number of writes were acknowledged (a loaded machine is slow).
    const deadline = Date.now() + 60_000;
    while (acknowledged < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await server.exited;
    expect(acknowledged).toBeGreaterThanOrEqual(30);

    const reopened = await openDatabase({ dataDir });
    const [row] = await reopened.db
      .select({ views: contentItems.viewCount })
      .from(contentItems)
      .where(eq(contentItems.id, item.id));
    const logged = await reopened.db.$count(videoViews, eq(videoViews.contentId, item.id));
    await reopened.close();
    expect(row?.views).toBeGreaterThanOrEqual(acknowledged);
    expect(logged).toBeGreaterThanOrEqual(acknowledged);
  });
});
