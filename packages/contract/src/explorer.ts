import { z } from 'zod';
import { statFields, type StatField } from './stat-constants';
import { intervalCodeSchema } from './stats';

/** Largest CSV the explorer exports in one request. */
export const EXPLORER_EXPORT_MAX_ROWS = 10_000;

const columnList = z
  .string()
  .max(2000)
  .transform((raw, ctx) => {
    const cols = raw
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    const unknown = cols.filter((c) => !(statFields as readonly string[]).includes(c));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `unknown column: ${unknown.join(', ')}` });
      return z.NEVER;
    }
    return cols as StatField[];
  });

/**
 * GET /api/explorer and /api/explorer/export.csv. `filter` and `sort` are JSON over the stat
 * fields (plus position, school_year, slug, name fields); `columns` is a comma list of stat
 * fields to return (omitted = all).
 */
export const explorerQuerySchema = z.object({
  league_id: z.coerce.number().int().positive().optional(),
  interval_code: intervalCodeSchema.default('latest_season'),
  filter: z.string().optional(),
  sort: z.string().optional(),
  columns: columnList.optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ExplorerQuery = z.infer<typeof explorerQuerySchema>;

/** An explorer row: who, plus the chosen stat columns (numbers or null). */
const explorerIdentitySchema = z.object({
  player_id: z.number().int(),
  slug: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  imageuri: z.string().nullable(),
  team_name: z.string().nullable(),
  position: z.string().nullable(),
  school_year: z.string().nullable(),
  qualified: z.boolean(),
});
const chosenColumns = Object.fromEntries(
  statFields.map((f) => [f, z.number().nullable().optional()]),
) as Record<StatField, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>;
/** Only the requested `columns` are present. */
export const explorerRowSchema = explorerIdentitySchema.extend(chosenColumns);
export type ExplorerRow = z.infer<typeof explorerRowSchema>;
