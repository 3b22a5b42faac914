import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('createBackgroundWork', () => {
  it('runs one piece at a time, in order, and settles after a piece queued by another', async () => {
    const work = createBackgroundWork({ warn: () => undefined });
    const seen: string[] = [];
    let running = 0;
    let most = 0;
    const piece = (name: string, ms: number, then?: () => void) => async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(ms);
      seen.push(name);
      running -= 1;
      then?.();
    };
    work.run(
      'a',
      piece('a', 20, () => work.run('c', piece('c', 5))),
    );
    work.run('b', piece('b', 1));
    expect(seen).toEqual([]); // nothing ran on the caller's time
    await work.settled();
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
  });

  it('logs a failing piece and goes on with the next', async () => {
    const warned: string[] = [];
    const work = createBackgroundWork({ warn: (_o, msg) => warned.push(msg) });
    let ran = false;
    work.run('the checks', () => Promise.reject(new Error('boom')));
    work.run('the board', async () => {
      ran = true;
    });
    await work.settled();
    expect(warned).toEqual(['the checks failed']);
    expect(ran).toBe(true);
  });

  it('stop drops what has not started, waits for what has, and takes nothing more', async () => {
    const work = createBackgroundWork({ warn: () => undefined });
    const seen: string[] = [];
    work.run('a', async () => {
      await sleep(10);
      seen.push('a');
    });
    work.run('b', async () => {
      seen.push('b');
    });
    await sleep(2); // 'a' has started, 'b' waits behind it
    await work.stop();
    work.run('c', async () => {
      seen.push('c');
    });
    await work.settled();
    expect(seen).toEqual(['a']);
  });

  it('settles at once when nothing was queued', async () => {
    await expect(
      createBackgroundWork({ warn: () => undefined }).settled(),
    ).resolves.toBeUndefined();
  });
});
