import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BandLineDrawing } from './chart-drawings';
import type { BandPoint } from './chart-types';
import { formatCount } from '../../lib/format';

const dollars = (v: number) => `$${formatCount(v)}`;
const points: BandPoint[] = [
  { x: '2026-10-24', value: 885_665, low: 885_665, high: 885_665 },
  { x: '2026-11-25', value: 2_600_000, low: 2_600_000, high: 2_600_000 },
];

/** The plot's left edge: the x of the group that holds the axes (translate(x, y)). */
function plotLeft(container: HTMLElement) {
  const group = container.querySelector('svg > g');
  const left = /translate\((\d+(?:\.\d+)?),/.exec(group?.getAttribute('transform') ?? '')?.[1];
  return Number(left);
}

describe('BandLineDrawing', () => {
  it("leaves room for the longest value label ('$2,500,000' was cut at a fixed 44 px)", () => {
    const { container } = render(<BandLineDrawing points={points} format={dollars} height={240} />);
    const labels = [...container.querySelectorAll('.chart__tick')].map((t) => t.textContent ?? '');
    const longest = Math.max(...labels.map((l) => l.length));
    expect(labels).toContain('$2,500,000');
    // About 6.6 px a character at 11 px, and the tick's own gap.
    expect(plotLeft(container)).toBeGreaterThanOrEqual(longest * 6.6);
  });

  it('keeps the narrow margin for short labels', () => {
    const small = points.map((p) => ({ ...p, value: 12, low: 8, high: 16 }));
    const { container } = render(
      <BandLineDrawing points={small} format={(v) => v.toFixed(1)} height={240} />,
    );
    expect(plotLeft(container)).toBe(44);
  });

  it('draws the tick labels as plain SVG text, measured by nothing', () => {
    const { container } = render(<BandLineDrawing points={points} format={dollars} height={240} />);
    const tick = container.querySelector('.chart__tick');
    expect(tick?.tagName.toLowerCase()).toBe('text');
    expect(tick?.querySelector('tspan')).toBeNull();
    // visx's Text measures each label in a hidden SVG of its own, added to the document.
    expect(document.getElementById('__react_svg_text_measurement_id')).toBeNull();
  });
});
