import type { AskAnswer } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { askKeys } from './query-keys';

export async function getAsk(question: string): Promise<{ data: AskAnswer; rowCount: number }> {
  return api.get<AskAnswer>('/ask', { query: { q: question } });
}

/** Keyed by the text as typed; the server folds case and accents into one cached answer. */
export const askQueryOptions = (question: string) =>
  queryOptions({
    queryKey: askKeys.answer(question),
    queryFn: () => getAsk(question.trim()),
  });

export function useAsk(question: string) {
  return useQuery({ ...askQueryOptions(question), enabled: question.trim().length > 0 });
}
