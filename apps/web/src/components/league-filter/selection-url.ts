import type { FilterOption, FilterSelection } from './filter-selection';
import { classOptions, defaultSelection, emptySelection, positionOptions, startsWithNcaa, statisticOptions } from './filter-selection';

/** The filter panel's selection as URL search params, so a filtered list can be shared. */
export const selectionParamNames = { organization_id: 'league', school_year: 'class', position: 'position', statistic: 'stat' } as const;

export function selectionToParams(selection: FilterSelection): Record<string, string | undefined> {
  const list = (options: FilterOption[]) => (options.length ? options.map((o) => o.value).join(',') : undefined);
  return {
    league: selection.organization_id[0]?.value,
    class: list(selection.school_year),
    position: list(selection.position),
    stat: list(selection.statistic),
  };
}

const pick = (options: FilterOption[], raw: string | null) => {
  const wanted = (raw ?? '').split(',').filter(Boolean);
  return wanted.map((v) => options.find((o) => o.value === v)).filter((o): o is FilterOption => o !== undefined);
};

/** Reads the selection back; unknown values are dropped and the rules of spec §4 still hold
 *  (league defaults to NBA, a class only with an NCAA league). */
export function selectionFromParams(params: URLSearchParams, leagues: FilterOption[]): FilterSelection {
  const league = pick(leagues, params.get('league')).slice(0, 1);
  const organization_id = league.length ? league : defaultSelection(leagues).organization_id;
  return {
    ...emptySelection(),
    organization_id,
    school_year: startsWithNcaa(organization_id[0]) ? pick(classOptions, params.get('class')).slice(0, 1) : [],
    position: pick(positionOptions, params.get('position')).slice(0, 1),
    statistic: pick(statisticOptions, params.get('stat')),
  };
}
