import { clipFor } from '@hoopdex/contract';
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo } from '../media/video/probe';
import { buildMap, longestInOrder } from './clock-map';
import { readClock, type OcrResult } from './clock-ocr';
import { clockWords, periodNear, readClockWord, readPeriodWord } from './scoreboard-text';
import { trueMoment } from './drawn-film';
import { makeTestFilm, testPlays, testRegion, testSegments } from './film-sync-fixture';

describe('reading the scoreboard', () => {
  it('reads clocks, also run together with the period or read with look-alike letters', () => {
    expect(readClockWord('11:49')).toEqual({ tenths: 7090, alt: { period: 1, tenths: 1090 } });
    expect(readClockWord('111:49')).toEqual({ tenths: 7090, period: 1 });
    expect(readClockWord('28.3')).toEqual({ tenths: 283 });
    expect(readClockWord('7:42')).toEqual({ tenths: 4620 });
    expect(readClockWord('1l:32')).toEqual({ tenths: 6920, alt: { period: 1, tenths: 920 } });
    expect(readClockWord('O4:1O')).toEqual({ tenths: 2500 });
    for (const no of ['::', '99:99', '12-10', 'HOME', '24', 'S.S', '4TH'])
      expect(readClockWord(no)).toBeNull();
  });

  it('reads periods as boards write them', () => {
    const cases: [string, number | null][] = [
      ['Q1', 1],
      ['Ql', 1],
      ['1st', 1],
      ['2ND', 2],
      ['3RD', 3],
      ['4TH', 4],
      ['lST', 1],
      ['OT', 5],
      ['2OT', 6],
      ['OT3', 7],
      ['H2', 2],
      ['HALF', null],
      ['END', null],
      ['HOME', null],
      ['12', null],
    ];
    for (const [text, period] of cases) expect(readPeriodWord(text), text).toBe(period);
    expect(readPeriodWord('OT', 2)).toBe(3);
  });

  it('finds the game clock among a broadcast strip: period word, scores, a shot clock', () => {
    const w = (text: string, left: number, height = 20) => ({
      text,
      left,
      top: 10,
      width: text.length * 12,
      height,
      conf: 90,
    });
    const words = [
      w('Q3', 10),
      w('4:05', 60),
      w('HOME', 140),
      w('12-10', 210),
      w('AWAY', 280),
      w('14', 350, 14),
    ];
    const clocks = clockWords(words);
    expect(clocks.map((c) => c.tenths)).toEqual([2450]);
    expect(periodNear(words, clocks[0]!)).toBe(3);
    // Split at its colon by OCR: joined again.
    expect(clockWords([w('11', 60), w(':32', 86)]).map((c) => c.tenths)).toEqual([6920]);
    // The simplest board: a lone period digit left of the clock.
    const plain = [w('2', 10), w('7:42', 40)];
    expect(periodNear(plain, clockWords(plain)[0]!)).toBe(2);
  });

  it('keeps the longest in-order run (a replay and a misread drop out)', () => {
    // 1-2-3 live, a replay of 2-3, a misread 9, then live again.
    const seq = [1, 2, 3, 2, 9, 4, 5, 6];
    expect(longestInOrder(seq, (n) => n)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a clock longer than a period is the period run into it', () => {
    const word = readClockWord('18:49')!;
    const read = {
      t: 0,
      period: null,
      clock: word.tenths,
      alt: { period: 1, clock: word.alt!.tenths },
    };
    expect(buildMap([read], [], 1, 7200).map).toEqual([{ p: 1, c: 5290, f: 0, l: 0 }]);
    expect(buildMap([read], [], 1, 12000).map).toEqual([{ p: 1, c: 11290, f: 0, l: 0 }]);
  });

  it('between readings the clock runs in real time; across a cut the play gets no clip', () => {
    const map = [
      { p: 1, c: 7100, f: 10, l: 10 },
      { p: 1, c: 7050, f: 15, l: 15 }, // 5 s of clock in 5 s of film
      { p: 1, c: 6800, f: 16, l: 16 }, // 25 s of clock in 1 s of film: a cut
    ];
    expect(clipFor(map, 1, 7080, 'fg2_made', null)).toEqual({ start: 8, end: 15 });
    expect(clipFor(map, 1, 6900, 'fg2_made', null)).toBeNull();
    expect(clipFor(map, 1, 7050, 'fg2_made', null)).toEqual({ start: 11, end: 18 });
  });

  it('a stoppage keeps its first and last moment; a manual point overrides', () => {
    const r = (t: number, clock: number) => ({ t, period: 1, clock });
    const readings = [r(0, 7100), r(1, 7090), r(2, 7090), r(3, 7090), r(4, 7080), r(2.5, 7200)];
    readings.sort((a, b) => a.t - b.t);
    const { map } = buildMap(readings, [], 1);
    expect(map).toEqual([
      { p: 1, c: 7100, f: 0, l: 0 },
      { p: 1, c: 7090, f: 0.5, l: 3 },
      { p: 1, c: 7080, f: 3.5, l: 4 },
    ]);
    const manual = buildMap(readings, [{ period: 1, clockTenths: 7080, videoTime: 3.8 }], 1);
    expect(manual.map.at(-1)).toEqual({ p: 1, c: 7080, f: 3.8, l: 4 });
  });
});

describe('syncing a drawn film (stoppage, replay, halftime, tenths)', () => {
  let dir: string;
  let ocr: OcrResult;
  let duration: number;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hx-clock-'));
    const film = path.join(dir, 'film.mp4');
    await makeTestFilm(film);
    duration = (await probeVideo(film)).duration;
    ocr = await readClock(film, testRegion, duration, {
      onChild: () => undefined,
      onProgress: () => undefined,
    });
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the clock on most frames and places every play within its clip', () => {
    const { map, kept } = buildMap(ocr.readings, [], ocr.step);
    // Everything but the halftime break (5 of 51 s) shows a clock.
    expect(kept / ocr.frames).toBeGreaterThan(0.7);
    for (const [period, clock, event] of testPlays) {
      const truth = trueMoment(testSegments, period, clock, event)!;
      const clip = clipFor(map, period, clock, event, duration);
      expect(clip, `${period} ${clock} ${event}`).not.toBeNull();
      expect(clip!.start, `${period} ${clock} ${event}`).toBeLessThanOrEqual(truth);
      expect(clip!.end, `${period} ${clock} ${event}`).toBeGreaterThanOrEqual(truth);
    }
    // The replay (film 21-26 s) shows 11:46-11:41 again: no anchor points into it.
    expect(map.filter((a) => a.f > 21.5 && a.f < 25.5)).toEqual([]);
    // Halftime (33-38 s): nothing.
    expect(map.filter((a) => a.f > 33.5 && a.f < 37.7)).toEqual([]);
  });

  it('reads a crop once however many frames show it (a stopped clock, whole seconds at 4 a second)', () => {
    // 51 s at 4 a second; the clock stands still for 6 s and shows whole seconds for 45.
    expect(ocr.frames).toBeGreaterThan(190);
    expect(ocr.read).toBeLessThan(ocr.frames * 0.8);
    // Every frame of the stoppage (film 9-15 s, 11:41 stopped) still has its reading.
    const stopped = ocr.readings.filter((r) => r.t > 9.5 && r.t < 14.5);
    expect(stopped.length).toBeGreaterThanOrEqual(18);
    expect(new Set(stopped.map((r) => `${r.period} ${r.clock}`))).toEqual(new Set(['1 7010']));
  });
});

describe('a tesseract run that fails while the film is still being decoded', () => {
  let dir: string;
  let savedPath: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hx-clock-fail-'));
    // A tesseract that reads the clock's place (refine-*) but fails on the stacks of crops
    // (page-*), whose reads run beside the decoding: the failure lands while nobody awaits it.
    const real = execFileSync('sh', ['-c', 'command -v tesseract']).toString().trim();
    const fake = path.join(dir, 'tesseract');
    await writeFile(
      fake,
      `#!/bin/sh\ncase "$1" in *page-*) echo "broken page" >&2; exit 1;; esac\nexec ${real} "$@"\n`,
    );
    await chmod(fake, 0o755);
    savedPath = process.env.PATH;
    process.env.PATH = `${dir}:${savedPath ?? ''}`;
  });
  afterAll(async () => {
    process.env.PATH = savedPath;
    await rm(dir, { recursive: true, force: true });
  });

  it('fails the read with the error, and the process keeps running (no unhandled rejection)', async () => {
    const film = path.join(dir, 'film.mp4');
    await makeTestFilm(film);
    const duration = (await probeVideo(film)).duration;
    // Before, the first failed read rejected a promise nobody awaited yet: Node ends a server on
    // that (vitest reports it as an unhandled rejection and fails the run).
    await expect(
      readClock(film, testRegion, duration, {
        onChild: () => undefined,
        onProgress: () => undefined,
      }),
    ).rejects.toThrow(/tesseract failed/);
  }, 120_000);
});
