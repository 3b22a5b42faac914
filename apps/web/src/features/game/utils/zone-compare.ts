import type { ShotZone, ShotZoneRow } from '@hoopdex/contract';

export const zoneNames: Record<ShotZone, string> = {
  rim: 'At the rim',
  paint: 'Paint',
  mid_range: 'Mid-range',
  corner_three: 'Corner 3',
  above_break_three: 'Above-the-break 3',
};

/** Percentage points from the league's FG% at which a zone counts as above or below it. */
export const LEVEL_BAND = 5;

export type ZoneTone = 'above' | 'level' | 'below' | 'none';

/** How a zone compares with the league: drawn as a colour AND written as a signed difference. */
export function zoneTone(z: ShotZoneRow): ZoneTone {
  if (z.fg_percent === null || z.league_fg_percent === null) return 'none';
  const diff = z.fg_percent - z.league_fg_percent;
  return diff >= LEVEL_BAND ? 'above' : diff <= -LEVEL_BAND ? 'below' : 'level';
}

const pct = (v: number | null) => (v === null ? '–' : `${v.toFixed(1)}%`);

/** Percentage points from the league's FG%: "+7.2", "−3.0", "0.0"; words without a figure. */
export function zoneDifference(z: ShotZoneRow): string {
  if (z.fg_percent === null) return 'no attempts';
  if (z.league_fg_percent === null) return 'no league figure';
  const diff = Math.round((z.fg_percent - z.league_fg_percent) * 10) / 10;
  if (diff === 0) return '0.0';
  return `${diff > 0 ? '+' : '−'}${Math.abs(diff).toFixed(1)}`;
}

export const formatPercent = pct;
