import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';
import { LRUCache } from 'lru-cache';

/**
 * People's pictures: DiceBear "Personas" (Draftbit, CC BY 4.0; the SVG carries the credit in its
 * metadata), drawn from the key as seed, so a key always shows the same person and nothing is
 * stored or fetched. `look` picks hair and beards that fit a men's or women's player (the two hair lists
 * do not overlap, so one key draws two different people).
 */
export type AvatarLook = 'men' | 'women' | 'any';

const shared = {
  size: 128,
  // The brand's light tints (spec §9) behind the figure.
  backgroundColor: ['c5cbf5', 'e4def0', 'f3f3f6', 'd9d3cc', 'cfd8f0'],
  eyes: ['open', 'happy', 'glasses'],
  nose: ['mediumRound', 'smallRound'],
  // Natural hair colours only (the style's palette has pinks and blues).
  hairColor: ['2c1b18', '3b2219', '4a312c', '724133', 'a55728', 'b58143', 'd6b370'],
} satisfies personas.Options & { size: number; backgroundColor: string[] };

const looks: Record<AvatarLook, personas.Options> = {
  men: {
    hair: [
      'shortCombover',
      'curlyHighTop',
      'buzzcut',
      'bald',
      'fade',
      'shortComboverChops',
      'mohawk',
    ],
    mouth: ['smile', 'bigSmile', 'smirk'],
    facialHairProbability: 35,
  },
  women: {
    hair: [
      'long',
      'bobCut',
      'pigtails',
      'curlyBun',
      'bobBangs',
      'straightBun',
      'extraLong',
      'bunUndercut',
      'curly',
    ],
    mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
    facialHairProbability: 0,
  },
  any: { mouth: ['smile', 'bigSmile', 'smirk'], facialHairProbability: 15 },
};

// ~0.5 ms a picture; browsers keep them a year, the cache spares repeat requests.
const cache = new LRUCache<string, string>({ max: 5_000 });

export function personaSvg(key: string, look: AvatarLook = 'any'): string {
  const id = `${look}:${key}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const svg = createAvatar(personas, { seed: key, ...shared, ...looks[look] }).toString();
  cache.set(id, svg);
  return svg;
}
