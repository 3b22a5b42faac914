import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlays, testSegments } from './film-sync-fixture';
import { drawStyleFilm, scoreStyle } from './scoreboard-corpus';
import { boardStyles, styleRegion } from './scoreboard-styles';

// Issue 29: films nobody here designed the reader around. Every style of the corpus (layouts,
// fonts, colours, positions, 480p–1080p, heavy compression, shot clocks) syncs with ≥ 95 % of
// its plays clipped around their true moment, with the region given and with it found. The
// test film (stoppage with free throws, a replay, halftime, tenths) is the same for each.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hx-corpus-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the scoreboard corpus', () => {
  it('has at least ten styles that differ in layout, font, colour, place and size', () => {
    expect(boardStyles.length).toBeGreaterThanOrEqual(10);
    for (const key of ['font', 'corner', 'text', 'height', 'background'] as const)
      expect(new Set(boardStyles.map((s) => s[key])).size, key).toBeGreaterThanOrEqual(3);
    // Some carry a shot clock, some show dark text on a light box, some are heavily compressed.
    expect(boardStyles.some((s) => s.lines.flat().some((i) => i.kind === 'shot'))).toBe(true);
    expect(boardStyles.some((s) => s.text === 'black')).toBe(true);
    expect(boardStyles.some((s) => (s.crf ?? 23) >= 38)).toBe(true);
  });

  it.each(boardStyles.map((s) => [s.name, s] as const))(
    '%s: every play clipped around its true moment, region given and found',
    async (_name, style) => {
      const file = path.join(dir, `${style.name}.mp4`);
      await drawStyleFilm(file, style, testSegments);
      for (const region of ['given', 'found'] as const) {
        const score = await scoreStyle(file, style, testSegments, testPlays, region);
        const label = `${region}: ${JSON.stringify(score)}`;
        expect(score.inside / score.plays, label).toBeGreaterThanOrEqual(0.95);
        expect(score.medianError!, label).toBeLessThan(1);
        if (region === 'found') {
          // The found region lies on the board (it holds the clock, not the whole board).
          const board = styleRegion(style);
          const box = score.box!;
          expect(box.x + box.w / 2, label).toBeGreaterThan(board.x);
          expect(box.x + box.w / 2, label).toBeLessThan(board.x + board.w);
          expect(box.y + box.h / 2, label).toBeGreaterThan(board.y);
          expect(box.y + box.h / 2, label).toBeLessThan(board.y + board.h);
        }
      }
    },
    240_000,
  );
});
