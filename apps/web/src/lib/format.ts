// Display formats of spec §9. Every boundary is unit-tested in format.test.ts.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** '1 hour ago' ... 'Over a year ago'. Times in the future count as just now. */
export function formatRelativeTime(
  value: string | number | Date,
  now: number = Date.now(),
): string {
  const elapsed = Math.max(0, now - new Date(value).getTime());
  const hours = elapsed / HOUR;
  if (hours <= 1) return '1 hour ago';
  if (hours <= 24) {
    const n = Math.floor(hours);
    return n === 1 ? '1 hour ago' : `${n} hours ago`;
  }
  const days = elapsed / DAY;
  if (days < 2) return '1 day ago';
  if (days <= 30) return `${Math.floor(days)} days ago`;
  if (days < 60) return '1 month ago';
  if (days <= 365) return `${Math.floor(days / 30)} months ago`;
  return 'Over a year ago';
}

/** 'M.D.YY' in the visitor's time zone, e.g. 3.7.24. */
export function formatDate(value: string | number | Date, { utc = false } = {}): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  return `${month + 1}.${day}.${String(year % 100).padStart(2, '0')}`;
}

// Truncate rather than round so 999,999 reads 999.9K, never 1000.0K.
const oneDecimal = (value: number) => (Math.floor(value * 10) / 10).toFixed(1);

/** '1 Fan', '999 Fans', '1.2K', '3.4M'. */
export function formatFanCount(count: number | null | undefined): string {
  const n = Math.max(0, Math.floor(count ?? 0));
  if (n < 1000) return `${n} ${n === 1 ? 'Fan' : 'Fans'}`;
  if (n < 1_000_000) return `${oneDecimal(n / 1000)}K`;
  return `${oneDecimal(n / 1_000_000)}M`;
}

/** 'N lbs', or '- -' when the weight is unknown. */
export function formatWeight(lbs: number | null | undefined): string {
  return typeof lbs === 'number' && Number.isFinite(lbs) ? `${lbs} lbs` : '- -';
}

/**
 * en-US digit grouping with a fixed number of decimals: 12,345.6. String work rather than Intl or
 * toLocaleString: a page's first Intl formatter costs a phone tens of milliseconds (its locale data
 * loads then), and each toLocaleString call with options builds a new one; a stat table formats
 * hundreds of cells. Rounds half away from zero like Intl; a value that rounds to zero has no sign.
 */
export function formatFixed(value: number, digits: number): string {
  const abs = Math.abs(value);
  const text = String(abs);
  // Round the shortest decimal form, as Intl does (12.35 -> 12.4), not the binary value toFixed
  // sees (12.3499…): shifting by a decimal exponent in the string keeps the digits as written.
  const rounded = text.includes('e')
    ? abs
    : Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
  const [whole = '0', fraction] = rounded.toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && /[1-9]/.test(`${whole}${fraction ?? ''}`) ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** A whole count with en-US grouping: 1,234. */
export function formatCount(value: number): string {
  return formatFixed(value, 0);
}

// Built on first use (see formatFixed for why Intl waits).
let numberFormat: Intl.NumberFormat | undefined;
/** en-US grouping: 12,345.6 */
export function formatNumber(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '- -';
  numberFormat ??= new Intl.NumberFormat('en-US');
  return numberFormat.format(value);
}
