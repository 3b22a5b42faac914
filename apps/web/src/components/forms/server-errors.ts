import { ApiError, formatErrorList } from '../../lib/api-client';
import { errorLines } from './use-submit';

export const MARKED_FIELDS = 'Check the marked fields.';

export type ServerErrors<F extends string> = {
  /** The message for each field the server named, shown beside that field (its label names it). */
  fields: Partial<Record<F, string>>;
  /**
   * The rest, as the lines under the form (spec §8: '{msg} - {param}', 'Error', the status text);
   * when every error went beside a field, one line that says so, so the alert is still heard.
   */
  lines: string[];
};

/**
 * A failed write's `{ errors: [{ msg, param }] }` sorted for a form: an error about a field the
 * form shows goes beside it, so the person sees what to change where they change it; any other
 * error (or a failure without a list) is a line under the form. No error: nothing to show.
 */
export function serverErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): ServerErrors<F> {
  if (!error) return { fields: {}, lines: [] };
  if (!(error instanceof ApiError) || error.errors.length === 0)
    return { fields: {}, lines: errorLines(error) };
  const byField: Partial<Record<F, string>> = {};
  const rest: ApiError['errors'] = [];
  for (const item of error.errors) {
    const field = fields.find((name) => name === item.param);
    if (field !== undefined && byField[field] === undefined) byField[field] = item.msg || 'Error';
    else rest.push(item);
  }
  return {
    fields: byField,
    lines: rest.length > 0 ? formatErrorList(rest, error.message) : [MARKED_FIELDS],
  };
}
