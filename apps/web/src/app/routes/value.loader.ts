import type { QueryClient } from '@tanstack/react-query';
import { valueMethodQueryOptions } from '../../features/value/api/get-value-method';
import { warmGated } from '../warm-cache';

/** /value: the method (every rate and formula). */
export const valueLoader = (queryClient: QueryClient) => () =>
  warmGated(queryClient, () => queryClient.prefetchQuery(valueMethodQueryOptions()));
