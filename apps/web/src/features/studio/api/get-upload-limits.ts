import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';
import type { UploadLimits } from './studio-types';

/** GET /api/me/uploads/limits: the largest file and how much of one's quota is left. */
export const uploadLimitsQueryOptions = () =>
  queryOptions({
    queryKey: studioKeys.limits(),
    queryFn: async () => (await api.get<UploadLimits>('/me/uploads/limits', { auth: true })).data,
    staleTime: 0,
  });

export const useUploadLimits = () => useQuery(uploadLimitsQueryOptions());
