import type { creators, shows } from '../db/schema/index';
import { normalizeSearch, slugify } from '../lib/normalize';
import { creatorLabels } from './data/names';
import { uniquePersonName, uniqueSlug, type PlayerRow } from './players-gen';
import type { Rng } from './random';

export type CreatorRow = typeof creators.$inferInsert;
export type ShowRow = typeof shows.$inferInsert;

/** The one admin creator: shown as the product and linked to '/'. */
export function adminCreator(): CreatorRow {
  return {
    type: 'admin',
    displayname: 'Hoopdex',
    profileKey: 'hoopdex',
    searchName: 'hoopdex',
    image: '/media/avatars/hoopdex.svg?look=brand',
    bio: 'Official Hoopdex picks and announcements.',
    label: null,
    fanCount: 125_000,
  };
}

/** A journalist or analyst (type 'creator'). */
export function generateCreator(
  rng: Rng,
  slugs: Set<string>,
  names: Set<string> = new Set(),
): CreatorRow {
  const gender = rng.chance(0.7) ? 'men' : 'women';
  const { firstname, lastname } = uniquePersonName(rng, gender, names);
  const displayname = `${firstname} ${lastname}`;
  const profileKey = uniqueSlug(slugify(displayname), slugs);
  const label = rng.pick(creatorLabels);
  return {
    type: 'creator',
    displayname,
    profileKey,
    searchName: normalizeSearch(displayname),
    image: `/media/avatars/${profileKey}.svg?look=${gender}`,
    bio: `${label} covering ${rng.pick(['the NBA', 'college hoops', 'the G League', "women's basketball", 'the draft'])}.`,
    label,
    fanCount: Math.round(2_000 * Math.exp(rng.normal(0, 1.2))),
  };
}

/** The creator profile of a player: its profile_key is the player's slug. */
export function playerCreator(player: PlayerRow & { id: number }): CreatorRow {
  const displayname = `${player.firstname} ${player.lastname}`;
  return {
    type: 'player',
    displayname,
    profileKey: player.slug,
    searchName: normalizeSearch(displayname),
    image: player.imageuri ?? null,
    bio: player.bio ?? null,
    label: player.position ?? null,
    playerId: player.id,
    fanCount: player.fanCount ?? 0,
  };
}

/** A show and its creator profile (profile_key = the show's slug). Some shows have no description. */
export function generateShow(
  rng: Rng,
  title: string,
  slugs: Set<string>,
): { creator: CreatorRow; show: ShowRow } {
  const slug = uniqueSlug(slugify(title), slugs);
  const fanCount = Math.round(8_000 * Math.exp(rng.normal(0, 1)));
  const described = rng.chance(0.75);
  const topic = rng.pick([
    'prospects',
    'the pro game',
    'college basketball',
    'the draft',
    'film and tactics',
    "the women's game",
  ]);
  return {
    creator: {
      type: 'show',
      displayname: title,
      profileKey: slug,
      searchName: normalizeSearch(title),
      image: `/media/avatars/${slug}.svg?look=brand`,
      bio: `${title}: a weekly show about ${topic}.`,
      fanCount,
    },
    show: {
      slug,
      title,
      cardimage: `/media/thumbs/show-${slug}.svg`,
      description: described ? `${title} is a weekly show about ${topic}.` : null,
      shortdescription: described ? `Weekly talk about ${topic}.` : null,
      longdescription: described
        ? `${title} breaks down ${topic} every week with film, interviews and the numbers behind the headlines. New episodes every week of the season.`
        : null,
      fanCount,
    },
  };
}
