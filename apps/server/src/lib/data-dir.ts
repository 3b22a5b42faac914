import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../env';

// Light on purpose (no database driver): the entry point checks the folder before loading the app.

export function assertWritableDir(dir: string) {
  try {
    makeDirs(dir);
    accessSync(dir, constants.W_OK);
  } catch {
    throw new ConfigError(`DATA_DIR ${dir} is not writable: choose a folder this user can write`);
  }
}

/**
 * mkdir -p one level at a time: Node's recursive mkdirSync can spin forever on paths such as
 * /proc/x, where the kernel answers ENOENT for a parent that exists.
 */
function makeDirs(dir: string) {
  if (existsSync(dir)) return;
  const parent = path.dirname(dir);
  if (parent !== dir) makeDirs(parent);
  mkdirSync(dir);
}
