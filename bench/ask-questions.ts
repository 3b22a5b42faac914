// The question shapes Ask Hoopdex is benchmarked with (issue 17): one of each way a question
// is answered, with real names of the data (trending players) so name lookups find someone.

export interface AskShape {
  label: string;
  question: string;
}

export function askShapes(names: { firstname: string; lastname: string }[]): AskShape[] {
  const [a, b] = names;
  const full = (p: { firstname: string; lastname: string } | undefined) =>
    p ? `${p.firstname} ${p.lastname}` : 'Rafael Marville';
  const last = (p: { lastname: string } | undefined) => p?.lastname ?? 'Marville';
  return [
    {
      label: 'leaderboard ranking (league, position, stat)',
      question: 'who leads NCAA guards in assists this season',
    },
    {
      label: 'leaderboard ranking, class and week',
      question: 'most points per game by a freshman last week',
    },
    { label: 'thresholds (explorer)', question: 'players averaging 20 and 10' },
    {
      label: 'totals, fewest first, percentages (explorer)',
      question: 'guards shooting at least 40% from three with the fewest turnovers',
    },
    { label: "a player's line (name lookup)", question: `${full(a)} stats this season` },
    { label: "a player's last 5 games (game log)", question: `${last(a)} last 5 games` },
    { label: "a player's best game (game log)", question: `${last(b)}'s best game` },
    { label: 'compare two players', question: `compare ${full(a)} and ${full(b)}` },
    {
      label: 'names run together, with a typo',
      question: `compare ${last(a)} ${last(b).slice(0, -1)}x`,
    },
    {
      label: "the league's best single games (box scores)",
      question: 'most points in a game this season',
    },
    { label: 'not understood (suggestions)', question: 'zzqx blorf quux' },
    { label: 'SQL-looking text', question: "'; drop table players; --" },
  ];
}

/**
 * Rankings by Hoopdex Value and by projection (issues 33 and 32), measured cold by
 * `bench:ask-shapes` only: the first value question of a league computes its Value board and the
 * first projected one projects every player of the league, so they stay out of the load mix,
 * whose figures are the cached answers'.
 */
export const askMeasureShapes: AskShape[] = [
  { label: 'ranking by value (the Value board)', question: 'most valuable NBA players' },
  {
    label: 'ranking by projection (every player projected)',
    question: 'projected points leaders in the NBA',
  },
];

export const askPath = (question: string) => `/api/ask?q=${encodeURIComponent(question)}`;
