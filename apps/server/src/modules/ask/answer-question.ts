import type { AskAnswer } from '@hoopdex/contract';
import type { ServiceDeps } from '../../deps';
import { listOrganizations, resolveLeagueId } from '../organizations/index';
import { answerBestGame, answerCompare, answerPlayer } from './answer-player';
import { answerPlayerMeasure } from './answer-player-measure';
import { answerProjected, projectedUnsupported } from './answer-projected';
import { answerRank } from './answer-rank';
import { answerValue, valueUnsupported } from './answer-value';
import { listing } from './answer-text';
import { answerLeagueBestGames } from './league-best-games';
import { parseQuestion, type ParsedQuestion } from './parse-question';
import { resolvePlayers } from './resolve-players';
import { suggestQuestions } from './suggest-questions';
import { leagueNames } from './vocabulary';

/**
 * Answers a question from Hoopdex's own data: read it (parse-question), look up the players
 * it names (resolve-players), then ask the view that shows the same query (leaderboard,
 * explorer, a player's stats or game log, compare). A question it cannot read is answered
 * with the words it could not place and up to 3 close questions, never an error.
 */
export async function answerQuestion(
  deps: ServiceDeps,
  text: string,
): Promise<{ data: AskAnswer; rowCount: number }> {
  let p = parseQuestion(text);
  const wantsPlayers = p.intent !== 'rank' && p.names.length > 0;
  const { players, unplaced } = wantsPlayers
    ? await resolvePlayers(deps, p.names, p.intent === 'compare')
    : { players: [], unplaced: p.names };

  const leagues = await listOrganizations(deps);
  const leagueOf = async (id: number) => ({
    id,
    name: leagues.find((l) => l.id === id)?.name ?? String(id),
  });
  const leagueByName = async (name: string | null) => {
    const found = leagues.find((l) => l.name === name);
    const id = found?.id ?? (await resolveLeagueId(deps, undefined));
    return { id, name: found?.name ?? leagues.find((l) => l.id === id)?.name ?? 'nba' };
  };
  // A league it reads but does not hold (the WNBA without its data, the EuroLeague, …) is said
  // plainly; answering with the NBA instead would be a wrong answer that looks right.
  const missing =
    p.uncovered ??
    (p.league && !leagues.some((l) => l.name === p.league)
      ? (leagueNames[p.league] ?? p.league.toUpperCase())
      : null);

  // Names that found nobody: answer the rest of the question as a ranking when it has one.
  if (p.intent !== 'rank' && !players.length && p.understood) p = asRanking(p);
  const done = (a: {
    answer: string;
    reading: AskAnswer['reading'];
    rows: AskAnswer['rows'];
    total: number;
    qualification?: AskAnswer['qualification'];
  }) => ({
    data: {
      answer: a.answer,
      reading: a.reading,
      rows: a.rows,
      qualification: a.qualification ?? null,
      unplaced,
      suggestions: [],
    },
    rowCount: a.total,
  });

  if (missing && (p.intent === 'rank' || p.intent === 'best_game' || !players.length))
    return notCovered(missing, leagues, p, unplaced);
  if (p.intent === 'compare' && players.length >= 2)
    return done(await answerCompare(deps, p, players, leagueOf));
  if (p.intent === 'best_game' && players[0])
    return done(await answerBestGame(deps, p, players[0], leagueOf));
  if (p.intent === 'player' && players[0] && p.measure !== 'stats') {
    const measured = await answerPlayerMeasure(deps, p, players[0], leagueOf);
    if ('cannot' in measured) return notUnderstood(p, players, unplaced, measured.cannot);
    return done(measured);
  }
  if ((p.intent === 'player' || p.intent === 'compare') && players[0])
    return done(await answerPlayer(deps, p, players[0], leagueOf));
  if (p.intent === 'best_game' && !p.names.length) {
    const games = await answerLeagueBestGames(deps, p, await leagueByName(p.league));
    if (games) return done(games);
  }
  if (p.intent === 'rank' && p.measure !== 'stats' && !p.lastGames) {
    // Ranked by value (the Value board) or by a projection; what they cannot rank is said.
    const value = p.measure === 'value';
    const reason = value ? valueUnsupported(p) : projectedUnsupported(p);
    if (reason) return notUnderstood(p, players, unplaced, reason);
    const league = await leagueByName(p.league);
    return done(await (value ? answerValue : answerProjected)(deps, p, league));
  }
  if (p.intent === 'rank' && p.understood && !p.lastGames)
    return done(await answerRank(deps, p, await leagueByName(p.league)));
  return notUnderstood(p, players, unplaced);
}

/** The question without its names, read as the grammar reads a ranking (league default NBA). */
function asRanking(p: ParsedQuestion): ParsedQuestion {
  const intent = p.intent === 'best_game' ? 'best_game' : 'rank';
  return { ...p, intent, names: [], league: p.league ?? (p.schoolYear ? 'ncaam' : 'nba') };
}

function notUnderstood(
  p: ParsedQuestion,
  players: Awaited<ReturnType<typeof resolvePlayers>>['players'],
  unplaced: string[],
  /** Why a question it read cannot be answered (a value or projection it cannot rank). */
  cannot?: string,
) {
  const words = unplaced.length ? unplaced : p.names;
  const reason = cannot
    ? cannot
    : p.lastGames
      ? '“Last N games” works for one player (e.g. “Rafael Marville last 5 games”); rankings cover this season or last week.'
      : words.length
        ? `I could not place “${listing(words)}”.`
        : 'I could not read a stat, player or ranking in that.';
  return {
    data: {
      answer: reason,
      reading: null,
      rows: [],
      qualification: null,
      unplaced: words,
      suggestions: suggestQuestions(p, players),
    },
    rowCount: 0,
  };
}

/** "Hoopdex does not cover the EuroLeague": the leagues it does, and the question asked of one. */
function notCovered(
  name: string,
  leagues: { name: string; display_name: string }[],
  p: ParsedQuestion,
  unplaced: string[],
) {
  const covered = listing(leagues.map((l) => l.display_name));
  return {
    data: {
      answer: `Hoopdex does not cover the ${name}; it covers ${covered}.`,
      reading: null,
      rows: [],
      qualification: null,
      unplaced,
      suggestions: suggestQuestions({ ...p, league: 'nba', uncovered: null }, []),
    },
    rowCount: 0,
  };
}
