import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertWritableDir } from './data-dir';
import { ConfigError } from '../env';

/**
 * PGlite is single-process: two servers on one DATA_DIR would corrupt it. A pid file refuses
 * the second one while the first is alive, and is taken over when its owner died.
 */
export function lockDataDir(dataDir: string): () => void {
  assertWritableDir(dataDir);
  const file = path.join(dataDir, 'server.pid');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new ConfigError(
        `DATA_DIR ${dataDir} is in use by another Hoopdex server (pid ${owner}): stop it or set another DATA_DIR`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
