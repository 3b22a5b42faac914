import type { League } from '@hoopdex/contract';
// Local copies (lib/stat-catalog): contract values would pull every zod schema into the page chunk.
import { positions, rankStatistics, schoolYears } from '../../lib/stat-catalog';

// TODO(contract): the spec's filter option (name, value, id) has no schema in @hoopdex/contract.
export type FilterOption = { name: string; value: string; id: string | number };
export type FilterGroupKey = 'organization_id' | 'school_year' | 'position' | 'statistic';
/** The full selection, every group present (spec §4: every change reports all of it). */
export type FilterSelection = Record<FilterGroupKey, FilterOption[]>;

export const LEAGUE_GROUP = 'organization_id' satisfies FilterGroupKey;
export const CLASS_GROUP = 'school_year' satisfies FilterGroupKey;
export const DEFAULT_LEAGUE = 'NBA';
/** Spec §9 does not say which groups take several options; statistics do (the sort uses them). */
export const DEFAULT_MULTI_SELECT: readonly FilterGroupKey[] = ['statistic'];

export const groupTitles: Record<FilterGroupKey, string> = {
  organization_id: 'League',
  school_year: 'Class',
  position: 'Position',
  statistic: 'Rank by Statistic',
};

export const classOptions: FilterOption[] = schoolYears.map((year) => ({ name: year, value: year, id: year }));
// Spec §9 order (the contract lists Guard first).
export const positionOptions: FilterOption[] = positions.map((p) => ({ name: p, value: p, id: p }));
export const statisticOptions: FilterOption[] = rankStatistics.map((s) => ({ name: s.name, value: s.value, id: s.value }));

/** Leagues as options: shown by display name, carrying the league name as value (ncaawb never offered). */
export function leagueOptions(leagues: readonly League[]): FilterOption[] {
  return leagues
    .filter((league) => league.name.toLowerCase() !== 'ncaawb')
    .map((league) => ({ name: league.display_name, value: league.name, id: league.id }));
}

const upper = (option: FilterOption) => [option.value.toUpperCase(), option.name.toUpperCase()];
/** Spec §4: the Class group is shown only when the league name starts with NCAA. */
export const startsWithNcaa = (option: FilterOption | undefined) =>
  option !== undefined && upper(option).some((text) => text.startsWith('NCAA'));
/** Spec §4: moving to a league whose name lacks 'NCAA' drops the class selection. */
export const mentionsNcaa = (option: FilterOption | undefined) =>
  option !== undefined && upper(option).some((text) => text.includes('NCAA'));

export function emptySelection(): FilterSelection {
  return { organization_id: [], school_year: [], position: [], statistic: [] };
}

/** Default selection: the NBA league (when it is offered). */
export function defaultSelection(leagues: readonly FilterOption[]): FilterSelection {
  const nba = leagues.find((o) => o.value.toUpperCase() === DEFAULT_LEAGUE || o.name.toUpperCase() === DEFAULT_LEAGUE);
  return { ...emptySelection(), organization_id: nba ? [nba] : [] };
}

const same = (a: FilterOption, b: FilterOption) => a.id === b.id;

/** One option click, by the rules of spec §4. Returns a new selection. */
export function applyOptionClick(
  selection: FilterSelection,
  group: FilterGroupKey,
  option: FilterOption,
  multiple: boolean,
): FilterSelection {
  const current = selection[group];
  const isSelected = current.some((o) => same(o, option));

  if (group === LEAGUE_GROUP) {
    if (isSelected) return selection; // the league stays selected
    const next = { ...selection, organization_id: [option] };
    return mentionsNcaa(option) ? next : { ...next, school_year: [] };
  }
  if (isSelected) {
    return { ...selection, [group]: multiple ? current.filter((o) => !same(o, option)) : [] };
  }
  return { ...selection, [group]: multiple ? [...current, option] : [option] };
}
