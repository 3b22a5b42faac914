import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableRegion } from './table-region';

const table = (
  <TableRegion caption="Season averages per game" className="stat-table" busy={false}>
    <thead>
      <tr>
        <th scope="col">Stat</th>
        <th scope="col">Per game</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <th scope="row">Points</th>
        <td>14.1</td>
      </tr>
    </tbody>
  </TableRegion>
);

/** jsdom has no layout: give the scroll box the sizes a 375 px phone would. */
function sized(box: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('TableRegion', () => {
  it('is a focusable region named by the table caption (APG table pattern)', () => {
    render(table);
    const region = screen.getByRole('region', { name: 'Season averages per game' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Season averages per game' })).toHaveClass(
      'data-table',
      'stat-table',
    );
  });

  it('shows the "more to the right" cue until scrolled to the end, and the sticky-column shadow once scrolled', () => {
    render(table);
    const region = screen.getByRole('region');
    const frame = region.parentElement!;
    sized(region, 600, 343);
    fireEvent.scroll(region);
    expect(frame).toHaveAttribute('data-more');
    expect(frame).not.toHaveAttribute('data-scrolled');

    region.scrollLeft = 257;
    fireEvent.scroll(region);
    expect(frame).not.toHaveAttribute('data-more');
    expect(frame).toHaveAttribute('data-scrolled');
  });

  it('shows no cue when the table fits', () => {
    render(table);
    const region = screen.getByRole('region');
    sized(region, 343, 343);
    fireEvent.scroll(region);
    expect(region.parentElement).not.toHaveAttribute('data-more');
  });

  describe('with a ResizeObserver, as in a browser', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('reads the sizes only when the observer reports them, never as it mounts (a forced layout)', () => {
      let report: (() => void) | undefined;
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(cb: () => void) {
            report = cb;
          }
          observe() {}
          disconnect() {}
        },
      );
      let reads = 0;
      const proto = Element.prototype;
      const original = Object.getOwnPropertyDescriptor(proto, 'scrollWidth')!;
      Object.defineProperty(proto, 'scrollWidth', {
        configurable: true,
        get() {
          reads += 1;
          return 600;
        },
      });
      try {
        render(table);
        const frame = screen.getByRole('region').parentElement!;
        expect(reads).toBe(0);
        report!();
        expect(reads).toBe(1);
        expect(frame).toHaveAttribute('data-more');
      } finally {
        Object.defineProperty(proto, 'scrollWidth', original);
      }
    });
  });
});
