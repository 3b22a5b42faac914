/** $1,234,567 (whole dollars; the value is always whole). */
export function formatDollars(value: number): string {
  const sign = value < 0 ? '−' : '';
  return `${sign}$${String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** +$1,234 / −$1,234: a change in the ledger. */
export function formatChange(value: number): string {
  return value > 0 ? `+${formatDollars(value)}` : formatDollars(value);
}

/** $1.2M / $350K: short, for cards and axes. */
export function formatDollarsShort(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `$${(value / 1_000_000).toFixed(abs >= 10_000_000 ? 0 : 1)}M`;
  if (abs >= 1_000) return `$${Math.round(value / 1_000)}K`;
  return formatDollars(value);
}

/** An input's number as the page shows it: up to two decimals, grouped; "unknown" for null. */
export function formatInput(value: number | null): string {
  if (value === null) return 'unknown';
  const rounded = Math.round(value * 100) / 100;
  const [whole = '0', fraction] = String(Math.abs(rounded)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '−' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
