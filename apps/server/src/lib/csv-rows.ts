import { BOX_SCORE_MAX_ERRORS, lineParam, type FieldError } from '@hoopdex/contract';
import { CsvError, parse, type Info } from 'csv-parse/sync';
import type { z } from 'zod';

/** A valid row and the file line it came from (errors found later still name their line). */
export interface CsvLine<Row> {
  line: number;
  row: Row;
}

export type CsvParsed<Row> =
  { ok: true; lines: CsvLine<Row>[] } | { ok: false; errors: FieldError[] };

/** Collects errors up to the cap; `full` tells the caller it can stop looking. */
export class ErrorList {
  readonly items: FieldError[] = [];
  add(msg: string, param: string) {
    if (this.items.length < BOX_SCORE_MAX_ERRORS) this.items.push({ msg, param });
  }
  get full() {
    return this.items.length >= BOX_SCORE_MAX_ERRORS;
  }
}

/** What `info: true` makes of each record (the library's overloads type only plain rows). */
interface CsvRecord {
  record: string[];
  info: Info;
}

/**
 * Reads the records after `header` as rows of `schema`: the header must hold every one of
 * `columns` (else each missing one is an error on line 1 and the reader is not to be used).
 * A record with the wrong cell count or a cell the schema refuses adds its errors and answers
 * undefined. Shared by the whole-text parse above and the streamed box-score import.
 */
export function rowReader<S extends z.ZodType>(
  header: string[],
  columns: readonly string[],
  schema: S,
  optional: readonly string[],
  errors: ErrorList,
): (record: string[], line: number) => z.output<S> | undefined {
  const names = header.map((h) => h.trim().toLowerCase());
  const at = new Map<string, number>();
  names.forEach((n, i) => {
    if (!at.has(n)) at.set(n, i);
  });
  for (const col of columns)
    if (!at.has(col)) errors.add('column is missing from the header', lineParam(1, col));
  return (record, line) => {
    if (record.length !== names.length) {
      errors.add(`has ${record.length} cells, the header ${names.length}`, lineParam(line));
      return undefined;
    }
    const cells = Object.fromEntries(columns.map((c) => [c, record[at.get(c) ?? 0]]));
    for (const c of optional) if (at.has(c)) cells[c] = record[at.get(c) as number];
    const result = schema.safeParse(cells);
    if (result.success) return result.data as z.output<S>;
    for (const issue of result.error.issues)
      errors.add(issue.message, lineParam(line, String(issue.path[0] ?? '')));
    return undefined;
  };
}

/** The short message for csv-parse's error (its own quote the input and the options). */
export function csvErrorOf(err: unknown): FieldError {
  const line = err instanceof CsvError ? Number(err.lines) || 1 : 1;
  const what =
    err instanceof CsvError && err.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quoted cell is never closed'
      : 'is not well-formed CSV (check the quotes around this line)';
  return { msg: what, param: lineParam(line) };
}

/**
 * The CSV reading of every import (box scores here, play-by-play in modules/play-by-play):
 * RFC 4180 via csv-parse, header matched without regard to case, order or extra columns, every
 * row checked with `schema` and every error named by its file line (the header is line 1), at
 * most BOX_SCORE_MAX_ERRORS of them.
 */
export function parseCsvRows<S extends z.ZodType>(
  csv: string,
  columns: readonly string[],
  schema: S,
  optional: readonly string[] = [],
): CsvParsed<z.output<S>> {
  let records: CsvRecord[];
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      // A short or long row is reported with its line below, not as the parser's exception.
      relax_column_count: true,
    }) as unknown as CsvRecord[];
  } catch (err) {
    // The library's messages quote parts of the input and its options: say what and where only.
    return { ok: false, errors: [csvErrorOf(err)] };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, errors: [{ msg: 'the file is empty', param: lineParam(1) }] };
  const errors = new ErrorList();
  const reader = rowReader(header.record, columns, schema, optional, errors);
  if (errors.items.length) return { ok: false, errors: errors.items };
  if (!body.length)
    return { ok: false, errors: [{ msg: 'the file has no rows', param: lineParam(2) }] };

  const lines: CsvLine<z.output<S>>[] = [];
  for (const { record, info } of body) {
    if (errors.full) break;
    const row = reader(record, info.lines);
    if (row !== undefined) lines.push({ line: info.lines, row });
  }
  return errors.items.length ? { ok: false, errors: errors.items } : { ok: true, lines };
}
