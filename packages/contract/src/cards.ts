import { z } from 'zod';

// Share cards: 1200×630 PNG pictures of a player or a comparison, for link previews and downloads.

const cardSlug = z.string().min(1).max(200);

/** GET /api/cards/player/{slug}.png */
export const playerCardParamsSchema = z.object({ slug: cardSlug });

/** GET /api/cards/compare/{slugA}/{slugB}.png */
export const compareCardParamsSchema = z.object({ slugA: cardSlug, slugB: cardSlug });
