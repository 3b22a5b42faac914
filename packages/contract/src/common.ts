import { z } from 'zod';

/** One entry of a 400 answer: which parameter was wrong and why. */
export const fieldErrorSchema = z.object({ msg: z.string(), param: z.string() });
export const errorResponseSchema = z.object({ errors: z.array(fieldErrorSchema) });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Every success answer of the functions backend: the rows (or item) and the total match count. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, rowCount: z.number().int().nonnegative() });
export type Envelope<T> = { data: T; rowCount: number };

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 10;

/** A query parameter that carries JSON (sort, filter). Malformed JSON is a 400, never a 500. */
export const jsonParam = z.string().transform((raw, ctx) => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
    return z.NEVER;
  }
});

export const pagingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const sortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirection>;

/**
 * ISO 8601 has a year 0000, PostgreSQL's calendar has none: such a date reached the database and
 * answered 500. Every date a request carries passes this check.
 */
export const notYearZero = (d: string) => !d.startsWith('0000');

/** A calendar date as a query parameter: YYYY-MM-DD, a real day (z.iso.date checks), not year 0. */
export const calendarDate = z.iso
  .date({ message: 'must be a date written YYYY-MM-DD' })
  .refine(notYearZero, 'year 0000 is not a date');

/** ISO-8601 timestamp string as sent over the wire. */
export const isoDate = z.string();
