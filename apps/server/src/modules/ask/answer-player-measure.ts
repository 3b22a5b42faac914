import {
  askProjectedField,
  projectedStats,
  type AskAnswer,
  type AskField,
  type AskReading,
  type ProjectedStat,
} from '@hoopdex/contract';
import type { ServiceDeps } from '../../deps';
import { playerProjection } from '../projections/index';
import { playerStats, utcToday } from '../stats/index';
import { playerValue } from '../value/index';
import { fullName, listing, valuePhrase } from './answer-text';
import { dollars } from './answer-value';
import type { ParsedQuestion } from './parse-question';
import type { NamedPlayer } from './resolve-players';

// One player's Hoopdex Value ("A'ja Wilson's value") or projection ("Wilson projected points"):
// the numbers of her page's Value section and Projection panel, as of today, linking to her page.

type Answer = Pick<AskAnswer, 'answer' | 'reading' | 'rows'> & { total: number };
type LeagueOf = (leagueId: number) => Promise<{ id: number; name: string }>;
type Projectable = Exclude<ProjectedStat, 'minutes'>;

const isProjectable = (s: string): s is Projectable =>
  s !== 'minutes' && (projectedStats as readonly string[]).includes(s);

export async function answerPlayerMeasure(
  deps: ServiceDeps,
  p: ParsedQuestion,
  player: NamedPlayer,
  leagueOf: LeagueOf,
): Promise<Answer | { cannot: string }> {
  const { row } = await playerStats(deps, player.slug, 'latest_season');
  const league = await leagueOf(row.league_id);
  const name = fullName(player);
  const today = utcToday();
  const reading = (fields: AskField[], asOf: string, season: string | null): AskReading => ({
    intent: 'player',
    view: 'player',
    league: league.name,
    organization_id: league.id,
    interval_code: 'latest_season',
    season,
    as_of: asOf,
    last_games: null,
    position: null,
    school_year: null,
    statistic: null,
    sort: { field: fields[0]!, direction: 'desc' },
    filter: {},
    mode: 'average',
    limit: 1,
    players: [{ slug: player.slug, firstname: player.firstname, lastname: player.lastname }],
    fields,
  });
  const base = {
    rank: null,
    slug: player.slug,
    firstname: player.firstname,
    lastname: player.lastname,
    team_name: row.team_name,
    game: null,
    games_played: row.games_played,
  };

  if (p.measure === 'value') {
    const v = await playerValue(deps.db.db, player.slug, today);
    const answer =
      v?.value == null
        ? `${name} has no Hoopdex Value yet: a value needs games.`
        : `${name}’s Hoopdex Value is ${dollars(v.value)} a year (range ${dollars(v.low ?? v.value)}–` +
          `${dollars(v.high ?? v.value)}, as of ${v.as_of}); an index of endorsement opportunity, not earnings.`;
    return {
      reading: reading(['value'], v?.as_of ?? today, null),
      rows: [{ ...base, values: { value: v?.value ?? null } }],
      total: 1,
      answer,
    };
  }

  const asked = p.stats.length ? p.stats : (['pts', 'reb', 'ast'] as const);
  if (!asked.every(isProjectable))
    return {
      cannot:
        'Projections cover points, rebounds, assists, 3-pointers, steals, blocks, turnovers and shooting percentages.',
    };
  const stats = asked as readonly Projectable[];
  const projection = await playerProjection(deps, player.slug, today);
  const fields = stats.map(askProjectedField);
  const means = stats.map((s) => projection?.rest_of_season[s]?.mean ?? null);
  const basis =
    projection?.basis === 'earlier_seasons'
      ? ' (from her earlier seasons: no game yet this season)'
      : projection?.basis === 'league_prior'
        ? ' (from the league’s prior alone: no game of hers yet)'
        : '';
  const parts = stats.map((s, i) => valuePhrase(s, 'average', means[i]).replace(' per game', ''));
  const perGame = stats.some((s) => !s.endsWith('percent')) ? ' per game' : '';
  const answer = projection
    ? `${name} is projected to average ${listing(parts)}${perGame} over the rest of the ` +
      `${projection.season} season (as of ${projection.as_of})${basis}.`
    : `${name} has no projection: her league has no season yet.`;
  return {
    reading: reading(fields, projection?.as_of ?? today, projection?.season ?? null),
    rows: [{ ...base, values: Object.fromEntries(fields.map((f, i) => [f, means[i] ?? null])) }],
    total: 1,
    answer,
  };
}
