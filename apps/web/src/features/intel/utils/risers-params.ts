import type { League } from '@hoopdex/contract';
import { pageFromParam } from '../../../components/ui/page-param';
import {
  leagueOptions,
  type FilterOption,
  type FilterSelection,
} from '../../../components/league-filter/filter-selection';
import { selectionFromParams } from '../../../components/league-filter/selection-url';
import { RISERS_PAGE_SIZE, type RisersParams } from '../api/get-risers';

export type RisersView = {
  page: number;
  /** Spec §4 rules (NBA default, Class only for NCAA); no statistic: risers rank by their score. */
  selection: FilterSelection;
  /** None until the leagues are known (the league defaults to NBA). */
  request: RisersParams | undefined;
};

/** The Risers view's URL read one way for the view and the /analyze loader. */
export function risersViewFromParams(params: URLSearchParams, options: FilterOption[]): RisersView {
  const page = pageFromParam(params.get('page'));
  const selection = { ...selectionFromParams(params, options), statistic: [] };
  const league = selection.organization_id[0];
  const request = league
    ? {
        league: Number(league.id),
        position: selection.position[0]?.value,
        school_year: selection.school_year[0]?.value,
        limit: RISERS_PAGE_SIZE,
        page,
      }
    : undefined;
  return { page, selection, request };
}

export const risersRequestFor = (params: URLSearchParams, leagues: readonly League[]) =>
  risersViewFromParams(params, leagueOptions(leagues)).request;
