import { describe, expect, it } from 'vitest';
import { isQuestion } from './is-question';

describe('isQuestion', () => {
  it.each([
    'who leads NCAA guards in assists this season',
    'most points per game by a freshman last week',
    'players averaging 20 and 10',
    'compare Rafael Marville and Hugo Sørvik',
    'Marville best game',
    'is Marville any good?',
    'Marville points per game',
  ])('"%s" is a question', (text) => expect(isQuestion(text)).toBe(true));

  it.each(['Marville', 'Rafael Marville', 'highlights', 'jo', '   ', 'draft night recap'])(
    '"%s" is a keyword search',
    (text) => expect(isQuestion(text)).toBe(false),
  );
});
