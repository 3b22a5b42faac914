import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSeasonLines } from '../realdata-lines';
import { packLines, unpackLines } from './line-pack';

const realdata = path.resolve(
  fileURLToPath(new URL('../../../../../..', import.meta.url)),
  '../shared/realdata',
);

describe('packLines', () => {
  it('gives back exactly the lines it packed: a real season, a line with no team, minutes in fractions, starts known or not', async () => {
    const lines = readSeasonLines(realdata, 2023, new Map());
    lines[0] = { ...lines[0]!, teamId: null, minutes: 31.25 };
    lines[1] = { ...lines[1]!, starter: null };
    expect(lines.filter((l) => l.starter === true).length).toBeGreaterThan(1000);
    expect(lines.filter((l) => l.starter === false).length).toBeGreaterThan(1000);
    const packed = await packLines(lines);
    expect(packed.count).toBe(lines.length);
    expect(unpackLines(packed)).toEqual(lines);
  });

  it('packs nothing into nothing', async () => {
    expect(unpackLines(await packLines([]))).toEqual([]);
  });
});
