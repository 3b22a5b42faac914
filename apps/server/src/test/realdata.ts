import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

// The real seasons (DESIGN convention 20) live beside the repository, not in it: `shared/` next
// to the clone, in CI as here. Resolved from the repository root, never from the working folder.
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
export const realdataDir = path.resolve(repoRoot, '../shared/realdata');

/** A file of the real data (`wnba-2024/wnba-2024-teams.csv`); fails loudly when it is missing. */
export function realdataPath(relative: string): string {
  const file = path.join(realdataDir, relative);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the real data must sit at ../shared/realdata beside the repository`);
  }
  return file;
}

export const readRealdata = (relative: string) => readFileSync(realdataPath(relative), 'utf8');

/** A CSV of the real data as records keyed by its header. */
export function realdataCsv(relative: string): Record<string, string>[] {
  return parse(readRealdata(relative), { columns: true, skip_empty_lines: true, bom: true });
}
