// Property tests of Ask Hoopdex: whatever text arrives (random Unicode, hostile strings, words
// of the vocabulary shuffled with numbers and names), GET /api/ask answers 200 with a valid
// answer up to 300 characters and 400 with an error list above (or with a NUL), never a 5xx; and the grammar
// never throws. Reproduce with FC_SEED=<seed> npx vitest run --project server <this file>.
import { askAnswerSchema, envelope } from '@hoopdex/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nastyStrings } from '../../test/property/generators';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedStatsFixture } from '../stats/stats-fixture';
import { parseQuestion } from './parse-question';
import { phrasesByFirstWord } from './vocabulary';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const phrases = [...phrasesByFirstWord.values()].flat().map((p) => p.words.join(' '));
const wordArb = fc.oneof(
  { arbitrary: fc.constantFrom(...phrases), weight: 6 },
  {
    arbitrary: fc.constantFrom('ann', 'archer', 'bob', 'baker', 'égan', 'zzqx', 'archr'),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: -5, max: 200 }).map(String), weight: 2 },
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 1 },
);
/** Question-shaped text: vocabulary, names, numbers and junk, as a user might mix them. */
const questionArb = fc.array(wordArb, { maxLength: 14 }).map((w) => w.join(' '));
const anyText = fc.oneof(
  questionArb,
  fc.string({ unit: 'binary', maxLength: 320 }),
  fc.constantFrom(...nastyStrings),
);

/** Percent-encoded UTF-8; a lone surrogate goes as the replacement character, as a browser sends it. */
const encodeUtf8 = (q: string) => encodeURIComponent(q.replace(/\p{Cs}/gu, '\uFFFD'));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedStatsFixture(t.db.db);
});
afterAll(() => t.close());

describe('Ask Hoopdex, property-based', () => {
  it('parseQuestion never throws and always gives a reading', () => {
    fc.assert(
      fc.property(anyText, (q) => {
        const p = parseQuestion(q);
        expect(['rank', 'player', 'compare', 'best_game']).toContain(p.intent);
      }),
      { seed, numRuns: 2000 },
    );
  });

  it('GET /api/ask never answers 5xx: 200 with an answer, or 400 above 300 characters', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (q) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/ask?q=${encodeUtf8(q)}` });
        // Over 300 characters, and the NUL no PostgreSQL text can hold (plugins/input-guard).
        if (q.length > 300 || q.includes('\u0000')) {
          expect(res.statusCode).toBe(400);
          expect(res.json().errors[0].param).toBe('q');
        } else {
          expect(res.statusCode).toBe(200);
          const body = envelope(askAnswerSchema).parse(res.json());
          expect(body.data.answer.length).toBeGreaterThan(0);
          expect(body.data.suggestions.length).toBeLessThanOrEqual(3);
        }
      }),
      { seed, numRuns: 150 },
    );
  });
});
