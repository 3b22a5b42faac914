import { describe, expect, it } from 'vitest';
import { mergeParams } from './use-update-params';

describe('mergeParams', () => {
  it('sets, replaces and removes keys and leaves the others', () => {
    const prev = new URLSearchParams('league=2&page=3&stat=pts_average');
    const next = mergeParams(prev, { page: undefined, stat: '', league: '5', view: 'risers' });
    expect(next.toString()).toBe('league=5&view=risers');
    expect(prev.toString()).toBe('league=2&page=3&stat=pts_average');
  });
});
