import type { CatalogueEntry } from '@hoopdex/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/leagues/catalogue: the leagues Hoopdex can read, with their periods and leader rules
 * (decision 0031). Read by the admin's league list and by the clips (periods), under one key, so
 * an admin's correction reaches both.
 */
export async function getCatalogue(): Promise<CatalogueEntry[]> {
  return (await api.get<CatalogueEntry[]>('/leagues/catalogue')).data;
}

export const leagueCatalogueQueryOptions = () =>
  queryOptions({ queryKey: ['league-catalogue'], queryFn: getCatalogue });
