import { describe, expect, it } from 'vitest';
import {
  explorerQuery,
  stateFromParams,
  stateFromStored,
  stateToParams,
  storedFromState,
} from './explorer-url';

describe('explorer URL state: position and class', () => {
  it('reads ?pos= and ?class=, drops unknown values, and writes them back', () => {
    const state = stateFromParams(
      new URLSearchParams('league=ncaam&pos=Guard&class=Freshman&f=pts_average:gte:10'),
    );
    expect(state).toMatchObject({ position: 'Guard', schoolYear: 'Freshman' });
    expect(stateToParams(state).toString()).toBe(
      'league=ncaam&f=pts_average%3Agte%3A10&pos=Guard&class=Freshman',
    );
    expect(stateFromParams(new URLSearchParams('pos=Goalie&class=Fifth'))).toMatchObject({
      position: '',
      schoolYear: '',
    });
  });

  it('sends them to the API as filters, and keeps them in a saved filter', () => {
    const state = stateFromParams(new URLSearchParams('pos=Center&class=Senior'));
    expect(explorerQuery(state, 3).filter).toEqual({
      position: { eq: 'Center' },
      school_year: { eq: 'Senior' },
    });
    expect(explorerQuery(stateFromParams(new URLSearchParams('')), 3).filter).toBeUndefined();
    expect(stateFromStored(storedFromState(state, 3), 'ncaam')).toMatchObject({
      position: 'Center',
      schoolYear: 'Senior',
    });
  });
});
