import { pageFromParam } from '../../../components/ui/page-param';
import { playerSorts, type PlayerListParams, type PlayerListSort } from '../api/get-players';

const isSort = (value: string | null): value is PlayerListSort => playerSorts.includes(value as PlayerListSort);

/** /players/{league?}?sort=&dir=&q=&page= as one list request (the page and its loader read it alike). */
export function playerListParamsFrom(leagueParam: string | undefined, params: URLSearchParams): PlayerListParams {
  const rawSort = params.get('sort');
  return {
    league: (leagueParam ?? 'nba').toLowerCase(),
    sort: isSort(rawSort) ? rawSort : 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    q: params.get('q') ?? '',
    page: pageFromParam(params.get('page')),
  };
}
