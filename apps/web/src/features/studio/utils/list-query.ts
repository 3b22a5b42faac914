import { pageFromSearch } from '../../../components/ui/page-param';
import type { StudioListQuery } from '../api/studio-keys';
import { studioStatuses, type StudioStatus } from '../api/studio-types';

/** The list the URL asks for (?status=&q=&page=); an unknown status means all. */
export function studioQueryFrom(search: URLSearchParams): StudioListQuery {
  const status = search.get('status');
  const q = search.get('q')?.trim();
  return {
    status: (studioStatuses as readonly string[]).includes(status ?? '') ? (status as StudioStatus) : undefined,
    q: q || undefined,
    page: pageFromSearch(search),
  };
}
