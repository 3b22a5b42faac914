import { describe, expect, it } from 'vitest';
import { askFieldLabel, formatAskField } from './ask-fields';

describe('the figures of an Ask answer', () => {
  it('shows a value in whole dollars, as the Value board does', () => {
    expect(askFieldLabel('value')).toBe('Value');
    expect(formatAskField('value', 1234567)).toBe('$1,234,567');
    expect(formatAskField('value', null)).toBe('- -');
  });

  it('labels a projected average and shows it with one decimal', () => {
    expect(askFieldLabel('pts_projected')).toBe('Proj. PTS');
    expect(askFieldLabel('three_point_percent_projected')).toBe('Proj. 3P%');
    expect(formatAskField('reb_projected', 9.87)).toBe('9.9');
  });

  it('keeps the stat fields as the stat catalog shows them', () => {
    expect(askFieldLabel('pts_average')).toBe('PTS avg');
    expect(formatAskField('pts_total', 410)).toBe('410');
  });
});
