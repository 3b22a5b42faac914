import type { Projection } from '@hoopdex/contract';

export type Horizon = 'next_game' | 'rest_of_season';

export const horizonOptions = [
  { value: 'next_game', label: 'Next game' },
  { value: 'rest_of_season', label: 'Rest of season' },
] as const satisfies readonly { value: Horizon; label: string }[];

export const horizonNames: Record<Horizon, string> = {
  next_game: 'next game',
  rest_of_season: 'rest-of-season average',
};

/** A rest-of-season projection means nothing once the team has no game left. */
export const hasHorizon = (projection: Projection, horizon: Horizon) =>
  horizon === 'next_game' || projection.games_left > 0;

/** Said where the projection rests on its prior alone (no game yet this season). */
export function basisNote(projection: Projection): string | null {
  if (projection.basis === 'earlier_seasons')
    return 'No games yet this season: from earlier seasons.';
  if (projection.basis === 'league_prior')
    return 'No games yet this season: from the league’s averages for players of this position and role.';
  return null;
}
