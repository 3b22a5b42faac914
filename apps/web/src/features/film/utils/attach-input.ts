import type { AttachFilmBody, ClockRegion } from '@hoopdex/contract';

/** A game id typed or pasted: "123", or a game page's address (…/game/123). */
export function gameIdFromInput(raw: string): number | null {
  const text = raw.trim();
  const m = /^(?:.*\/game\/)?(\d{1,10})\/?(?:[?#].*)?$/.exec(text);
  if (!m) return null;
  const id = Number(m[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export type RegionInput = { x: string; y: string; w: string; h: string };
export const emptyRegion: RegionInput = { x: '', y: '', w: '', h: '' };

/**
 * The form's values as the API's body, or the field errors (the server checks the region
 * against the frame's size, which only it knows).
 */
export function attachBody(
  game: string,
  region: RegionInput,
): { body: AttachFilmBody; errors: null } | { body: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const gameId = gameIdFromInput(game);
  if (gameId === null)
    errors.game = 'Enter a game id (a whole number) or paste the game page’s address.';
  const parts = Object.values(region).map((v) => v.trim());
  let clock_region: ClockRegion | undefined;
  if (parts.some((v) => v !== '')) {
    const nums = parts.map(Number);
    if (parts.some((v) => !/^\d{1,5}$/.test(v)))
      errors.region = 'Give x, y, width and height as whole pixels, or leave all four empty.';
    else if ((nums[2] ?? 0) < 8 || (nums[3] ?? 0) < 8)
      errors.region = 'The clock region must be at least 8 pixels wide and tall.';
    else {
      const [x, y, w, h] = nums as [number, number, number, number];
      clock_region = { x, y, w, h };
    }
  }
  if (Object.keys(errors).length || gameId === null) return { body: null, errors };
  return { body: { game_id: gameId, ...(clock_region ? { clock_region } : {}) }, errors: null };
}
