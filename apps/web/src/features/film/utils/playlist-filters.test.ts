import { describe, expect, it } from 'vitest';
import {
  eventsOf,
  hasOutcome,
  kindOf,
  parseEvents,
  statEvents,
} from './playlist-filters';

describe('playlist filters', () => {
  it('writes a kind and made-or-missed as the API’s event list', () => {
    expect(eventsOf('threes', 'made')).toBe('fg3_made');
    expect(eventsOf('threes', 'all')).toBe('fg3_made,fg3_missed');
    expect(eventsOf('scoring', 'missed')).toBe('fg2_missed,fg3_missed,ft_missed');
    expect(eventsOf('assists', 'all')).toBe('ast');
    expect(eventsOf('all', 'all')).toBeUndefined();
    expect(eventsOf('all', 'made')).toBe('fg2_made,fg3_made,ft_made');
  });

  it('reads an event list back as the kind and outcome the selects show', () => {
    expect(kindOf(parseEvents('fg3_made'))).toEqual({ kind: 'threes', outcome: 'made' });
    expect(kindOf(parseEvents('fg3_missed,fg3_made'))).toEqual({ kind: 'threes', outcome: 'all' });
    expect(kindOf(parseEvents('oreb,dreb'))).toEqual({ kind: 'rebounds', outcome: 'all' });
    expect(kindOf(parseEvents('ast,blk'))).toEqual({ kind: 'custom', outcome: 'all' });
    expect(kindOf(parseEvents(null))).toEqual({ kind: 'all', outcome: 'all' });
    // Unknown events are dropped, not sent.
    expect(parseEvents('fg3_made,dunk')).toEqual(['fg3_made']);
    expect(parseEvents('dunk')).toBeNull();
    expect(hasOutcome('threes')).toBe(true);
    expect(hasOutcome('assists')).toBe(false);
  });

  it('links every stat to the events that add up to it', () => {
    for (const [stat, events] of Object.entries(statEvents)) {
      expect(parseEvents(events)?.join(','), stat).toBe(events);
    }
    expect(kindOf(parseEvents(statEvents.three_pm))).toEqual({ kind: 'threes', outcome: 'made' });
    expect(kindOf(parseEvents(statEvents.pts))).toEqual({ kind: 'scoring', outcome: 'made' });
  });
});
