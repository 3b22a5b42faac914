import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** bench/RESULTS.md: one file, one "## " section per kind of run, each replaced by its own run. */
export const resultsFile = path.resolve(import.meta.dirname, 'RESULTS.md');

/** Replaces (or appends) one "## " section of the results file, leaving the others as they are. */
export function writeSection(file: string, heading: string, body: string[]) {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const lines = before.replace(/\s+$/, '').split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  const section = [heading, '', ...body];
  if (start === -1) {
    lines.push('', ...section);
  } else {
    const next = lines.findIndex((l, i) => i > start && /^## /.test(l));
    lines.splice(
      start,
      (next === -1 ? lines.length : next) - start,
      ...section,
      ...(next === -1 ? [] : ['']),
    );
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/**
 * Replaces the line of a section that starts with `prefix` (a part of a run measured again on
 * its own, the rest of the section left as its full run wrote it); appends it if none does.
 */
export function replaceLine(file: string, heading: string, prefix: string, line: string) {
  const lines = readFileSync(file, 'utf8').replace(/\s+$/, '').split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start === -1) throw new Error(`${heading} is not in ${file}: run the whole bench first`);
  const next = lines.findIndex((l, i) => i > start && /^## /.test(l));
  const end = next === -1 ? lines.length : next;
  const at = lines.findIndex((l, i) => i > start && i < end && l.startsWith(prefix));
  if (at === -1) lines.splice(end, 0, line);
  else lines[at] = line;
  writeFileSync(file, `${lines.join('\n')}\n`);
}
