import { creators, shows } from '../db/schema/index';
import { insertRows, type Executor } from '../db/bulk-insert';
import type { Author, TaggablePlayer } from './content-gen';
import {
  adminCreator,
  generateCreator,
  generateShow,
  playerCreator,
  type CreatorRow,
  type ShowRow,
} from './creators-gen';
import { showTitles } from './data/words';
import { DAY_MS } from './dates';
import type { Rng } from './random';
import type { ScaleConfig } from './scales';
import type { World, WorldPlayer } from './seed-world';

export function taggable(p: WorldPlayer): TaggablePlayer {
  return {
    id: p.id,
    name: `${p.row.firstname} ${p.row.lastname}`,
    team: p.team?.name ?? p.row.school ?? 'Free agent',
    league: p.league.spec.code,
  };
}

/** The admin, journalists, shows (with their `shows` rows) and player profiles. */
export async function seedCreators(
  db: Executor,
  root: Rng,
  world: World,
  scale: ScaleConfig,
  todayMs: number,
): Promise<Author[]> {
  const rng = root.fork('creators');
  // Profile keys share one namespace with player slugs: a player's creator profile uses its slug.
  const slugs = new Set(world.players.map((p) => p.row.slug));
  // Journalists never share a name with a player (or with each other).
  const names = new Set(world.players.map((p) => `${p.row.firstname} ${p.row.lastname}`));
  const rows: CreatorRow[] = [];
  const showRows: ShowRow[] = [];
  const authors: Author[] = [];
  const add = (row: CreatorRow, extra: Partial<Author> = {}) => {
    const id = rows.length + 1;
    rows.push({ ...row, id, createdAt: new Date(todayMs - rng.int(30, 1200) * DAY_MS) });
    authors.push({
      id,
      type: row.type,
      image: row.image ?? null,
      fanCount: row.fanCount ?? 0,
      showId: null,
      player: null,
      ...extra,
    });
  };
  add(adminCreator());
  for (let i = 0; i < scale.creators; i += 1) add(generateCreator(rng, slugs, names));
  for (let i = 0; i < scale.shows; i += 1) {
    const title = `${showTitles[i % showTitles.length]}${i >= showTitles.length ? ` ${Math.floor(i / showTitles.length) + 1}` : ''}`;
    const { creator, show } = generateShow(rng, title, slugs);
    const showId = showRows.length + 1;
    add(creator, { showId });
    showRows.push({
      ...show,
      id: showId,
      creatorId: rows.length,
      sortOrder: i,
      createdAt: rows[rows.length - 1]?.createdAt,
    });
  }
  // Player profiles: the best-known players publish themselves.
  const known = world.players
    .filter((p) => p.team)
    .sort((a, b) => (b.row.fanCount ?? 0) - (a.row.fanCount ?? 0) || a.id - b.id)
    .slice(0, scale.playerCreators);
  for (const p of known) add(playerCreator(p.row), { player: taggable(p) });
  await insertRows(db, creators, rows);
  await insertRows(db, shows, showRows);
  return authors;
}
