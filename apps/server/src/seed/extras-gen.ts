import type { draftPicks, playerGear, playerTimeline, spotlights } from '../db/schema/index';
import { slugify } from '../lib/normalize';
import { gearBrands, gearCatalog } from './data/words';
import { isoDate, utcDate } from './dates';
import type { PlayerRow } from './players-gen';
import type { Rng } from './random';

export type GearRow = typeof playerGear.$inferInsert;
export type TimelineRow = typeof playerTimeline.$inferInsert;
export type DraftPickRow = typeof draftPicks.$inferInsert;
export type SpotlightRow = typeof spotlights.$inferInsert;

export function generateGear(rng: Rng, playerId: number): GearRow[] {
  return rng.sample(gearCatalog, rng.int(3, 6)).map(([category, names]) => {
    const name = rng.pick(names);
    const brand = gearBrands.find((b) => name.startsWith(b)) ?? 'Hoopwear';
    return {
      playerId,
      category,
      brand,
      name,
      url: null,
      image: `/media/thumbs/gear-${slugify(name)}.svg`,
    };
  });
}

/** Dated career events; none later than the season under way. */
export function generateTimeline(
  rng: Rng,
  playerId: number,
  p: PlayerRow,
  level: 'pro' | 'college',
  seasonYear: number,
): TimelineRow[] {
  const events: TimelineRow[] = [];
  const day = (year: number) => isoDate(utcDate(year, rng.int(1, 12), rng.int(1, 28)));
  const yearsIn =
    level === 'college'
      ? ['Freshman', 'Sophomore', 'Junior', 'Senior'].indexOf(p.schoolYear ?? 'Freshman')
      : rng.int(1, 8);
  const firstYear = seasonYear - yearsIn;
  if (p.school) {
    events.push({
      playerId,
      eventDate: isoDate(utcDate(firstYear - 1, 11, rng.int(1, 28))),
      kind: 'commitment',
      title: `Committed to ${p.school}`,
      description: `Signed a letter of intent with ${p.school}.`,
    });
  }
  if (level === 'pro') {
    const pick = rng.int(1, 60);
    events.push({
      playerId,
      eventDate: isoDate(utcDate(firstYear, 6, 25)),
      kind: 'draft',
      title: `Selected #${pick} in the ${firstYear} draft`,
      description: null,
    });
  }
  if (rng.chance(0.6)) {
    const award = rng.pick([
      'Player of the Week',
      'All-Conference First Team',
      'All-Defensive Team',
      'Sixth Man of the Year',
      'Most Improved Player',
    ]);
    events.push({
      playerId,
      eventDate: day(Math.max(firstYear, seasonYear - 1)),
      kind: 'award',
      title: award,
      description: null,
    });
  }
  events.push({
    playerId,
    eventDate: day(Math.max(firstYear, seasonYear - 1)),
    kind: 'big_game',
    title: `Career-high ${rng.int(24, 44)} points`,
    description: 'A night to remember on both ends of the floor.',
  });
  return events;
}

export function draftPickRow(
  year: number,
  draftposition: number,
  player: PlayerRow & { id: number },
): DraftPickRow {
  return {
    year,
    draftposition,
    playerId: player.id,
    name: `${player.firstname} ${player.lastname}`,
    slug: player.slug,
    school: player.school ?? null,
    imageuri: player.imageuri ?? null,
  };
}
