import type { Player } from '@hoopdex/contract';

export const playerName = (p: Pick<Player, 'firstname' | 'lastname'>) => `${p.firstname} ${p.lastname}`.trim();

/** 74 → 6' 2"; unknown → '- -' like the weight (spec §9). */
export function formatHeight(inches: number | null | undefined): string {
  if (typeof inches !== 'number' || !Number.isFinite(inches) || inches <= 0) return '- -';
  return `${Math.floor(inches / 12)}' ${inches % 12}"`;
}
