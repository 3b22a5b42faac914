import { z } from 'zod';
import { pagingQuery } from './common';

export const draftPicksQuery = pagingQuery.extend({
  /** Defaults to the latest draft year. */
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  token: z.string().max(5000).optional(),
});
