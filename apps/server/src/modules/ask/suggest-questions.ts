import { fullName, statNoun } from './answer-text';
import { parseQuestion, type ParsedQuestion } from './parse-question';
import type { NamedPlayer } from './resolve-players';
import { leagueNames, type LeagueCode } from './vocabulary';

const positionPlurals = { Guard: 'guards', Forward: 'forwards', Center: 'centers' } as const;
const classPlurals = {
  Freshman: 'freshmen',
  Sophomore: 'sophomores',
  Junior: 'juniors',
  Senior: 'seniors',
} as const;

/**
 * Up to 3 questions close to one it could not answer, built from what it did understand (a
 * stat, league, position, class, interval, a player it found) and filled in with defaults.
 * Every suggestion is read by the same grammar (the test checks that each one is understood).
 */
export function suggestQuestions(p: ParsedQuestion, players: NamedPlayer[]): string[] {
  const stat = p.stats[0] && p.stats[0] !== 'games_played' ? p.stats[0] : 'pts';
  const noun = statNoun(stat, 'average').replace('Game Score', 'game score');
  const league = leagueNames[(p.league ?? 'nba') as LeagueCode] ?? 'NBA';
  const when = p.interval === 'lastweek' ? 'last week' : 'this season';
  const who = [
    p.schoolYear ? classPlurals[p.schoolYear] : '',
    p.position ? positionPlurals[p.position] : '',
  ]
    .filter(Boolean)
    .join(' ');
  const group = `${league} ${who || 'players'}`;
  const out: string[] = [];
  // A value or projected question it could not rank: the ones of that kind it can.
  if (p.measure === 'value') {
    out.push(
      `Most valuable ${league} players`,
      `Top 10 ${league} ${p.position ? positionPlurals[p.position] : 'players'} by value`,
    );
  } else if (p.measure === 'projected') {
    out.push(
      `Projected points leaders in the ${league}`,
      `Projected rebounds leaders in the ${league}`,
    );
  }
  for (const player of players.slice(0, 2)) {
    out.push(`${fullName(player)} ${noun} ${when}`);
    out.push(`${fullName(player)}'s best game`);
  }
  out.push(`Who leads ${group} in ${noun} ${when}?`);
  out.push(`Top 5 ${group} by ${noun} ${when === 'this season' ? 'last week' : 'this season'}`);
  // College games are 40 minutes and score lower: a two-stat line a college star reaches.
  const line = league.startsWith('NCAA') ? '12 points and 6 rebounds' : '15 points and 8 rebounds';
  out.push(`${league} players averaging ${line}`);
  return [...new Set(out)].filter((q) => parseQuestion(q).understood || players.length).slice(0, 3);
}
