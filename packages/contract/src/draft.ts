import { z } from 'zod';
import { pagingQuery } from './common';

export const draftPicksQuery = pagingQuery.extend({
  /** Defaults to the latest draft year. */
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  token: z.string().max(5000).optional(),
  /** Draft order (default) or Hoopdex Value, highest first (issue 33). */
  sort: z.enum(['draft', 'value']).optional(),
});
