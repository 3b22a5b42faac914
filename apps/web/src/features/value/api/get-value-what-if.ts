import type { AdjustableValueInput, PlayerValue } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { valueKeys } from './query-keys';

export type WhatIfInputs = Partial<Record<AdjustableValueInput, number>>;

export async function getValueWhatIf(slug: string, inputs: WhatIfInputs): Promise<PlayerValue> {
  const { data } = await api.get<PlayerValue>(
    `/players/${encodeURIComponent(slug)}/value/what-if`,
    {
      query: inputs,
    },
  );
  return data;
}

/** Asked only once the player changed at least one input. */
export function useValueWhatIf(slug: string, inputs: WhatIfInputs | null) {
  return useQuery({
    ...queryOptions({
      queryKey: valueKeys.whatIf(slug, inputs ?? {}),
      queryFn: () => getValueWhatIf(slug, inputs ?? {}),
    }),
    enabled: inputs !== null && Object.keys(inputs).length > 0,
    placeholderData: keepPreviousData,
  });
}
