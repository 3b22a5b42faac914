import type { ValueMethod } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { valueKeys } from './query-keys';

export async function getValueMethod(): Promise<ValueMethod> {
  const { data } = await api.get<ValueMethod>('/value/method');
  return data;
}

export const valueMethodQueryOptions = () =>
  queryOptions({ queryKey: valueKeys.method(), queryFn: getValueMethod });

export function useValueMethod() {
  return useQuery(valueMethodQueryOptions());
}
