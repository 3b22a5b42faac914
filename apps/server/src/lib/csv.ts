import { Readable } from 'node:stream';

/**
 * One CSV cell (RFC 4180 quoting). Text that a spreadsheet would run as a formula (= + - @,
 * tab, CR) gets a leading apostrophe: a player named "=HYPERLINK(...)" stays text. Numbers are
 * written as they are, so negative values survive.
 */
export function csvCell(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return quoteCsv(text);
}

/** RFC 4180 quoting of one cell's text: quoted when it holds a quote, comma or line break. */
export function quoteCsv(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV body streamed in chunks of lines, so a 10,000-row export never builds one big string
 * and the first bytes leave at once.
 */
export function csvStream<T>(
  header: string[],
  rows: Iterable<T>,
  toCells: (row: T) => unknown[],
): Readable {
  const CHUNK = 500;
  function* lines() {
    yield header.map(csvCell).join(',') + '\r\n';
    let buf: string[] = [];
    for (const row of rows) {
      buf.push(toCells(row).map(csvCell).join(','));
      if (buf.length >= CHUNK) {
        yield buf.join('\r\n') + '\r\n';
        buf = [];
      }
    }
    if (buf.length) yield buf.join('\r\n') + '\r\n';
  }
  return Readable.from(lines());
}
