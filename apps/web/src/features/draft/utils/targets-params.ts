import { pageFromSearch } from '../../../components/ui/page-param';

/** /targets?year=&page= read one way for the page and its loader. The year is the asked one when
 *  we have it, else the first item of getDraftYear (spec §7); none until the years are known. */
export function targetsViewFrom(search: URLSearchParams, years: readonly number[] | undefined) {
  const asked = Number(search.get('year'));
  const year = years?.includes(asked) ? asked : years?.[0];
  // ?sort=value ranks the class by Hoopdex Value (issue 33); draft order otherwise.
  const sort = search.get('sort') === 'value' ? ('value' as const) : undefined;
  return { page: pageFromSearch(search), year, sort };
}
