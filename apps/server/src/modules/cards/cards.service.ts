import { LRUCache } from 'lru-cache';
import type { ServiceDeps } from '../../deps';
import { etagOf } from '../../plugins/route-cache';
import { playerCardData, playerCardModel, type PlayerCardModel } from './card-data';
import { cachedPublicBoard } from '../scouting/index';
import { boardCardTree, compareCardTree, playerCardTree, type BoardCardModel } from './card-layout';
import type { CardNode, CardRenderer } from './card-renderer';

/** Bump when the layout changes: it is part of every card's ETag. */
const LAYOUT_VERSION = 'cards-2';
/**
 * Drawn cards kept per process, by bytes (about 250 cards of 25-60 kB): 1,000 different cards
 * cannot grow memory past this. Repeat viewers mostly revalidate (a 304 needs no PNG), and a
 * miss costs one ~50 ms draw, so a small cache is enough; at 24 MB its fill alone was half of the
 * 50 MB the 1,000-card memory target allows.
 */
const MAX_CACHED_BYTES = 12 * 1024 * 1024;

/** A card ready to send: its ETag is known before it is drawn, so a 304 never renders. */
export interface Card {
  etag: string;
  png: () => Promise<Buffer>;
}

/**
 * Cards are a pure function of their data (card-data) and the layout version, so the ETag is a
 * hash of both and drawn PNGs are kept by ETag. New numbers (an import drops the cached card
 * data with the other stats) give a new ETag and a new picture; unchanged data is never redrawn.
 */
export function createCardService(deps: ServiceDeps, renderer: CardRenderer) {
  const drawn = new LRUCache<string, Buffer>({
    maxSize: MAX_CACHED_BYTES,
    sizeCalculation: (b) => b.length,
  });
  const drawing = new Map<string, Promise<Buffer>>();

  function card(data: unknown, tree: () => CardNode): Card {
    const etag = etagOf(JSON.stringify([LAYOUT_VERSION, data]));
    return {
      etag,
      png: async () => {
        const hit = drawn.get(etag);
        if (hit) return hit;
        let pending = drawing.get(etag);
        if (!pending) {
          pending = renderer.render(tree()).finally(() => drawing.delete(etag));
          drawing.set(etag, pending);
        }
        const png = await pending;
        drawn.set(etag, png);
        return png;
      },
    };
  }

  return {
    async player(slug: string): Promise<Card | null> {
      const data = await playerCardData(deps, slug);
      return data && card(['player', data], () => playerCardTree(data.model, data.figures));
    },
    /** Null names the unknown slug's parameter. */
    async compare(slugA: string, slugB: string): Promise<Card | { missing: 'slugA' | 'slugB' }> {
      const [a, b] = await Promise.all([
        playerCardModel(deps, slugA),
        playerCardModel(deps, slugB),
      ]);
      if (!a) return { missing: 'slugA' };
      if (!b) return { missing: 'slugB' };
      return card(['compare', a, b], () => compareCardTree(a, b));
    },
    /** A public board's card: its name and first players with figures; never a note. */
    async board(token: string): Promise<Card | null> {
      const board = await cachedPublicBoard(deps, token);
      if (!board) return null;
      const model: BoardCardModel = {
        name: board.name,
        count: board.item_count,
        players: board.items.slice(0, 5).map(({ player, stats }) => ({
          name: `${player.firstname} ${player.lastname}`,
          team: player.team_name,
          pts: stats.pts_average,
          reb: stats.reb_average,
          ast: stats.ast_average,
        })),
      };
      return card(['board', model], () => boardCardTree(model));
    },
  };
}
export type CardService = ReturnType<typeof createCardService>;
export type { PlayerCardModel };
