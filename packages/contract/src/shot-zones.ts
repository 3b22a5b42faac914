// Zod-free (the web draws the zones with it: `@hoopdex/contract/shot-zones`).
// Shot zones of the shot chart (decision 0021), from shot_x/shot_y in feet from the basket's
// centre: x across the court (sidelines at ±25), y toward midcourt (the baseline at -5.25).
// One geometry for every league (NBA lane and corner), so zones compare across leagues; whether
// a shot is a two or a three is the scorer's call (the event), never guessed from the spot.

export const shotZones = [
  'rim',
  'paint',
  'mid_range',
  'corner_three',
  'above_break_three',
] as const;
export type ShotZone = (typeof shotZones)[number];

/** Within 4 ft of the basket: the restricted area. */
export const RIM_RADIUS_FT = 4;
/** The lane: 16 ft wide, to the free-throw line 19 ft from the baseline (13.75 ft past the basket). */
export const PAINT_HALF_WIDTH_FT = 8;
export const PAINT_DEPTH_FT = 13.75;
/** The corner: where the three-point line runs straight, 14 ft from the baseline (8.75 ft past the basket). */
export const CORNER_DEPTH_FT = 8.75;

/** The zone of a field-goal attempt, or null for one without a location. */
export function shotZoneOf(
  three: boolean,
  x: number | null | undefined,
  y: number | null | undefined,
): ShotZone | null {
  if (x == null || y == null) return null;
  if (three) return y <= CORNER_DEPTH_FT ? 'corner_three' : 'above_break_three';
  if (Math.hypot(x, y) <= RIM_RADIUS_FT) return 'rim';
  if (Math.abs(x) <= PAINT_HALF_WIDTH_FT && y <= PAINT_DEPTH_FT) return 'paint';
  return 'mid_range';
}
