import type { players } from '../db/schema/index';
import { normalizeSearch, slugify } from '../lib/normalize';
import {
  extraSurnames,
  femaleFirstNames,
  maleFirstNames,
  surnameEnds,
  surnameStarts,
} from './data/names';
import { hometowns, majorColleges } from './data/places';
import { isoDate, utcDate } from './dates';
import type { LeagueSpec } from './leagues-gen';
import type { Rng } from './random';
import { skillProfile, type Position, type SkillProfile, type Tier } from './skill';

export { positions, type Position } from './skill';

export type PlayerRow = typeof players.$inferInsert;
export const schoolYears = ['Freshman', 'Sophomore', 'Junior', 'Senior'] as const;

export interface GeneratedPlayer {
  row: PlayerRow;
  profile: SkillProfile;
  tier: Tier;
}

export interface PlayerContext {
  spec: LeagueSpec;
  leagueId: number;
  teamId: number | null;
  /** The school for college players; pro players get the college they came from. */
  school: string | null;
  /** Year the current season starts: ages and classes are relative to it. */
  seasonYear: number;
  tier: Tier;
  position?: Position;
  jersey?: number;
  /** Slugs already taken; the new slug is added to it. */
  slugs: Set<string>;
  /** Full names already taken; the new name is added to it. */
  names: Set<string>;
}

export function personName(
  rng: Rng,
  gender: 'men' | 'women',
): { firstname: string; lastname: string } {
  const firstname = rng.pick(gender === 'men' ? maleFirstNames : femaleFirstNames);
  const lastname = rng.chance(0.06)
    ? rng.pick(extraSurnames)
    : `${rng.pick(surnameStarts)}${rng.pick(surnameEnds)}`;
  return { firstname, lastname };
}

/**
 * A person's name no one in `taken` has yet (players and journalists share one set): drawn again
 * on a collision, and given a middle initial if the name space runs dry (the large seed).
 */
export function uniquePersonName(
  rng: Rng,
  gender: 'men' | 'women',
  taken: Set<string>,
): { firstname: string; lastname: string } {
  for (let tries = 0; ; tries += 1) {
    const name = personName(rng, gender);
    const firstname =
      tries < 40
        ? name.firstname
        : `${name.firstname} ${String.fromCharCode(65 + rng.int(0, 25))}.`;
    const full = `${firstname} ${name.lastname}`;
    if (!taken.has(full)) {
      taken.add(full);
      return { firstname, lastname: name.lastname };
    }
  }
}

/** First free slug among "name", "name-2", "name-3" ... */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

const heights: Record<'men' | 'women', Record<Position, [number, number]>> = {
  men: { Guard: [72, 78], Forward: [78, 82], Center: [82, 86] },
  women: { Guard: [65, 71], Forward: [70, 75], Center: [74, 79] },
};

export function generatePlayer(rng: Rng, ctx: PlayerContext): GeneratedPlayer {
  const { spec } = ctx;
  const position =
    ctx.position ??
    rng.weighted<Position>([
      ['Guard', 0.42],
      ['Forward', 0.4],
      ['Center', 0.18],
    ]);
  const { firstname, lastname } = uniquePersonName(rng, spec.gender, ctx.names);
  const slug = uniqueSlug(slugify(`${firstname} ${lastname}`), ctx.slugs);
  const [hMin, hMax] = heights[spec.gender][position];
  const heightIn = rng.int(hMin, hMax);
  const weightLbs = Math.round(heightIn * (spec.gender === 'men' ? 2.9 : 2.45) + rng.int(-12, 18));
  const college = spec.level === 'college';
  const schoolYear = college
    ? rng.weighted([
        [schoolYears[0], 0.3],
        [schoolYears[1], 0.26],
        [schoolYears[2], 0.24],
        [schoolYears[3], 0.2],
      ])
    : null;
  const age = college
    ? 18 + schoolYears.indexOf(schoolYear ?? 'Freshman') + rng.int(0, 1)
    : rng.int(20, 34);
  const birthdate = isoDate(utcDate(ctx.seasonYear - age, rng.int(1, 12), rng.int(1, 28)));
  const hometown = rng.pick(hometowns);
  const school = college ? ctx.school : rng.chance(0.82) ? rng.pick(majorColleges)[0] : null;
  const handle = `${firstname}${lastname}`
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  // A first guess by role; the seed replaces it from the games played (fans.ts).
  const fans = { star: 40_000, starter: 4_000, rotation: 1_200, bench: 400 }[ctx.tier];
  return {
    tier: ctx.tier,
    profile: skillProfile(rng, spec, position, ctx.tier),
    row: {
      slug,
      firstname,
      lastname,
      searchName: normalizeSearch(`${firstname} ${lastname}`),
      leagueId: ctx.leagueId,
      teamId: ctx.teamId,
      position,
      schoolYear,
      heightIn,
      weightLbs,
      school,
      hometown,
      jersey: String(ctx.jersey ?? rng.int(0, 55)),
      birthdate,
      bio: playerBio(firstname, lastname, position, hometown, school, ctx.tier),
      // A DiceBear persona drawn from the slug, with hair (and beards) that fit the league.
      imageuri: `/media/avatars/${slug}.svg?look=${spec.gender}`,
      trendingRank: null,
      fanCount: Math.round(fans * Math.exp(rng.normal(0, 0.4))),
      social: rng.chance(0.85) ? { instagram: handle, x: `${handle}${rng.int(0, 99)}` } : {},
      // The world holds two seasons and nothing before them (decision 0032): a freshman's or a
      // sophomore's college career is all in it; a junior's, a senior's or a pro's began earlier.
      historyComplete: college && (schoolYear === 'Freshman' || schoolYear === 'Sophomore'),
    },
  };
}

function playerBio(
  first: string,
  last: string,
  position: Position,
  hometown: string,
  school: string | null,
  tier: Tier,
): string {
  const role = {
    star: 'a go-to scorer',
    starter: 'a steady starter',
    rotation: 'a key piece of the rotation',
    bench: 'a hard-working reserve',
  }[tier];
  const from = school ? ` who played at ${school}` : '';
  return `${first} ${last} is ${role} at ${position.toLowerCase()}${from}. Hometown: ${hometown}.`;
}
