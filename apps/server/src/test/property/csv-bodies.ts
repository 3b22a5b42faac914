// Bodies for routes that take text/csv (the box-score import): files with the right header and
// cells of every kind (numbers, dates, formula-looking text, quotes, commas, hostile strings),
// and, in wild cases, missing columns, ragged rows, unclosed quotes and bytes that are no CSV.
import { boxScoreColumns } from '@hoopdex/contract';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { quoteCsv } from '../../lib/csv';
import { anyString } from './generators';

const cellArb = fc.oneof(
  { arbitrary: fc.nat({ max: 120 }).map(String), weight: 4 },
  fc.constantFrom(
    '2025-01-10',
    '2025-02-30',
    'nba',
    'BOS',
    '=1+2',
    '@SUM(A1)',
    'a,b',
    'say "hi"',
    '',
    '-1',
  ),
  anyString,
);

function fileArb(tame: boolean): fc.Arbitrary<string> {
  const header = tame
    ? fc.constant<string[]>([...boxScoreColumns])
    : fc.shuffledSubarray([...boxScoreColumns, 'note'], { minLength: 1 });
  return header.chain((cols) =>
    fc
      .array(
        fc.array(cellArb, {
          minLength: cols.length,
          maxLength: tame ? cols.length : cols.length + 2,
        }),
        {
          maxLength: 4,
        },
      )
      .map((rows) => [cols, ...rows].map((r) => r.map(quoteCsv).join(',')).join('\r\n')),
  );
}

const brokenFiles = fc.constantFrom(
  '',
  '\uFEFF',
  '"unclosed,quote\n1,2',
  'a,"b"c\n',
  '\r\n\r\n',
  '{"a":1}',
);

/** [payload, content type] for a text/csv route. */
export function csvBodyArb(tame: boolean): fc.Arbitrary<readonly [string | undefined, string]> {
  if (tame) return fc.tuple(fileArb(true), fc.constant('text/csv'));
  return fc.tuple(
    fc.oneof(fileArb(true), fileArb(false), brokenFiles, anyString, fc.constant(undefined)),
    fc.oneof(
      { arbitrary: fc.constant('text/csv'), weight: 4 },
      fc.constantFrom(
        'text/csv; charset=utf-8',
        'application/json',
        'text/plain',
        'application/octet-stream',
      ),
    ),
  );
}

/** The cells of a CSV payload: an error naming one (`unknown team "…"`) only echoes input. */
export function csvCells(payload: string): string[] {
  try {
    const rows = parse(payload, { relax_column_count: true, skip_empty_lines: true }) as string[][];
    return rows.flat().flatMap((c) => [c, c.trim()]);
  } catch {
    return [];
  }
}
