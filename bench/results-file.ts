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
    lines.splice(start, (next === -1 ? lines.length : next) - start, ...section, ...(next === -1 ? [] : ['']));
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}
