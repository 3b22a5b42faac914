import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { stateFromParams, stateToParams, type ExplorerState } from '../utils/explorer-url';

/** The Database table's state is the URL's query string: shareable, and Back undoes a change. */
export function useExplorerState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromParams(params), [params]);
  const update = (changes: Partial<ExplorerState>, options: { keepPage?: boolean } = {}) =>
    setParams(stateToParams({ ...state, ...(options.keepPage ? {} : { page: 1 }), ...changes }), { preventScrollReset: true });
  return { state, update, search: params.toString() ? `?${params.toString()}` : '' };
}
