import {
  boxScoreColumns,
  boxScoreOptionalColumns,
  boxScoreRowSchema,
  type BoxScoreRow,
} from '@hoopdex/contract';
import { parseCsvRows, type CsvLine, type CsvParsed } from '../../lib/csv-rows';

export type ParsedLine = CsvLine<BoxScoreRow>;
export type Parsed = CsvParsed<BoxScoreRow>;

/**
 * Parses box-score CSV text (decision 0006) with csv-parse and checks every row with the
 * contract's schema. Quoting follows RFC 4180, so a quoted comma or line break stays in its
 * cell; cells are data only (a cell that looks like a spreadsheet formula is just text here).
 * Line numbers are the file's: the header is line 1.
 */
export function parseBoxScores(csv: string): Parsed {
  return parseCsvRows(csv, boxScoreColumns, boxScoreRowSchema, boxScoreOptionalColumns);
}
