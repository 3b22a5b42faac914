import { afterAll, describe, expect, it } from 'vitest';
import { createCardRenderer, type CardNode } from './card-renderer';

const renderer = createCardRenderer();
afterAll(() => renderer.close());

const card = (text: string): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', fontFamily: 'Inter latin' }, children: text },
});
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('card renderer', { timeout: 60_000 }, () => {
  it('one worker draws card after card', async () => {
    expect(renderer.workers()).toBe(0);
    for (let i = 0; i < 30; i++) {
      const png = await renderer.render(card(`Card ${i}`));
      expect(png.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
      expect(renderer.workers()).toBe(1);
    }
    expect(renderer.pending()).toBe(0);
  });

  it('a card satori refuses fails alone; the worker goes on drawing', async () => {
    // A picture satori cannot load (not a URL, nothing fetched): it throws.
    const bad: CardNode = { type: 'img', props: { src: 'not a url', width: 10, height: 10 } };
    await expect(renderer.render(bad)).rejects.toThrow(/card render failed/);
    expect((await renderer.render(card('after'))).subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
    expect(renderer.workers()).toBe(1);
  });

  it('closing fails the draws still waiting', async () => {
    const own = createCardRenderer();
    const waiting = expect(own.render(card('never drawn'))).rejects.toThrow(/closed/);
    await own.close();
    await waiting;
    expect(own.workers()).toBe(0);
  });

  it('a worker that dies fails the draws it held; the next card starts a new one', async () => {
    const own = createCardRenderer(new URL('./crashing-card-worker.fixture.mjs', import.meta.url));
    try {
      expect([...(await own.render(card('one')))]).toEqual([1, 2, 3]);
      const crashed = own.render(card('crash'));
      const queued = own.render(card('behind it'));
      await expect(crashed).rejects.toThrow(/exited \(3\)/);
      await expect(queued).rejects.toThrow(/exited \(3\)/);
      expect(own.workers()).toBe(0);
      expect(own.pending()).toBe(0);
      expect([...(await own.render(card('after')))]).toEqual([1, 2, 3]);
      expect(own.workers()).toBe(1);
    } finally {
      await own.close();
    }
  });
});
