// Without zod, so the web's Ask box imports it (`@hoopdex/contract/ask-examples`) cheaply.

/**
 * The example questions the Ask box offers. Each must answer with rows on the demo world
 * (apps/server/src/modules/ask/ask-examples.test.ts).
 */
export const askExampleQuestions = [
  'Who leads NCAA guards in assists this season?',
  'Most points per game by a freshman last week',
  // 20 and 5, not 20 and 10: the demo world's NBA has no 20-10 player in some weeks of its season.
  'Players averaging 20 and 5',
  'Top 5 three point shooters in the G League',
] as const;
