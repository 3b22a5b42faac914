import { clipFor } from '@hoopdex/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo } from '../hosted-video/probe';
import { buildMap, longestInOrder } from './clock-map';
import { parseScoreboard, readClock, type OcrResult } from './clock-ocr';
import { trueMoment } from './drawn-film';
import { makeTestFilm, testPlays, testRegion, testSegments } from './film-sync-fixture';

describe('reading the scoreboard', () => {
  it('parses period and clock, also run together', () => {
    expect(parseScoreboard('1 11:49')).toEqual({ period: 1, clock: 7090 });
    expect(parseScoreboard('111:49')).toEqual({ period: 1, clock: 7090 });
    expect(parseScoreboard('4 28.3')).toEqual({ period: 4, clock: 283 });
    // Ambiguous: 11:49, or period 1 at 1:49 run together; the period's length decides later.
    expect(parseScoreboard('11:49')).toEqual({
      period: null,
      clock: 7090,
      alt: { period: 1, clock: 1090 },
    });
    expect(parseScoreboard('7:42')).toEqual({ period: null, clock: 4620 });
    expect(parseScoreboard('::')).toBeNull();
    expect(parseScoreboard('99:99')).toBeNull();
  });

  it('keeps the longest in-order run (a replay and a misread drop out)', () => {
    // 1-2-3 live, a replay of 2-3, a misread 9, then live again.
    const seq = [1, 2, 3, 2, 9, 4, 5, 6];
    expect(longestInOrder(seq, (n) => n)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a clock longer than a period is the period run into it', () => {
    const read = { t: 0, ...parseScoreboard('18:49')! };
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
});
