import type { leagues, seasons, teams } from '../db/schema/index';
import { slugify } from '../lib/normalize';
import { majorColleges, minorCities, proCities, proNicknames, smallColleges } from './data/places';
import { addDays, isoDate, utcDate } from './dates';
import type { Rng } from './random';

/**
 * The demo's leagues. No `ncaawb`: the spec leaves that league out of every league list, so the
 * demo has none of it (no league row, players or games) rather than a league nobody can reach.
 */
export type LeagueCode = 'nba' | 'gleague' | 'ncaam' | 'ncaaw';
export type LeagueRow = typeof leagues.$inferInsert;
export type TeamRow = typeof teams.$inferInsert;
export type SeasonRow = typeof seasons.$inferInsert;

export interface LeagueSpec {
  code: LeagueCode;
  displayName: string;
  level: 'pro' | 'college';
  gender: 'men' | 'women';
  /** Scales scoring: women's and college play score less than the NBA. */
  scoring: number;
  /** Average games per team per week. */
  gamesPerWeek: number;
  /** Season window as [month, day] of the start year and of the end year. */
  start: [number, number];
  end: [number, number];
}

export const leagueSpecs: readonly LeagueSpec[] = [
  {
    code: 'nba',
    displayName: 'NBA',
    level: 'pro',
    gender: 'men',
    scoring: 1,
    gamesPerWeek: 3.4,
    start: [10, 21],
    end: [4, 12],
  },
  {
    code: 'gleague',
    displayName: 'G League',
    level: 'pro',
    gender: 'men',
    scoring: 0.97,
    gamesPerWeek: 2.6,
    start: [11, 7],
    end: [3, 28],
  },
  {
    code: 'ncaam',
    displayName: 'NCAA Men',
    level: 'college',
    gender: 'men',
    scoring: 0.85,
    gamesPerWeek: 2.2,
    start: [11, 3],
    end: [3, 15],
  },
  {
    code: 'ncaaw',
    displayName: 'NCAA Women',
    level: 'college',
    gender: 'women',
    scoring: 0.76,
    gamesPerWeek: 2.2,
    start: [11, 3],
    end: [3, 15],
  },
];

export function leagueRow(spec: LeagueSpec, sortOrder: number): LeagueRow {
  return {
    name: spec.code,
    displayName: spec.displayName,
    level: spec.level,
    logo: `/media/logos/${spec.code}.svg`,
    sortOrder,
  };
}

/** Teams per conference: schedules pair conference rivals (schedule-gen). */
export function conferenceSize(spec: LeagueSpec): number {
  return spec.level === 'pro' ? 15 : 10;
}

export interface TeamInfo {
  name: string;
  abbreviation: string;
  /** The school for college teams (players' `school`). */
  school: string | null;
  logoKey: string;
}

/** `count` team names for a league; college leagues run past the real list with generated schools. */
export function teamInfos(spec: LeagueSpec, count: number, rng: Rng): TeamInfo[] {
  const out: TeamInfo[] = [];
  if (spec.level === 'pro') {
    const cities = spec.code === 'nba' ? proCities : minorCities;
    const nicks = rng.shuffle(proNicknames);
    for (let i = 0; i < count; i += 1) {
      const city = cities[i % cities.length] as string;
      const name = `${city} ${nicks[i % nicks.length]}${i >= cities.length ? ` ${Math.floor(i / cities.length) + 1}` : ''}`;
      out.push({
        name,
        abbreviation: abbreviate(city),
        school: null,
        logoKey: `${spec.code}-${slugify(name)}`,
      });
    }
    return out;
  }
  // The demo's 50 teams are the major programs; the large seed adds smaller ones, then generated.
  const base = [...majorColleges, ...smallColleges];
  for (let i = 0; i < count; i += 1) {
    const [school, nick] =
      i < base.length ? (base[i] as readonly [string, string]) : generatedSchool(i - base.length);
    const name = spec.gender === 'women' ? `${school} Women` : `${school} ${nick}`;
    out.push({
      name,
      abbreviation: abbreviate(school),
      school,
      logoKey: `${spec.code}-${slugify(school)}`,
    });
  }
  return out;
}

export function teamRow(leagueId: number, info: TeamInfo): TeamRow {
  return {
    leagueId,
    name: info.name,
    abbreviation: info.abbreviation,
    logo: `/media/logos/${info.logoKey}.svg`,
  };
}

const schoolForms = [
  '{c} State',
  'University of {c}',
  '{c} Tech',
  '{c} A&M',
  'North {c}',
  'South {c}',
  '{c} Christian',
];
const schoolCities = [
  'Albany',
  'Boise',
  'Dayton',
  'Erie',
  'Flint',
  'Helena',
  'Macon',
  'Mobile',
  'Ogden',
  'Provo',
  'Reno',
  'Tyler',
  'Waco',
  'Yuma',
  'Akron',
  'Bangor',
  'Casper',
  'Dover',
  'Eugene',
  'Fargo',
  'Laredo',
  'Lowell',
  'Peoria',
  'Quincy',
  'Salem',
  'Tacoma',
  'Utica',
  'Wichita',
];

function generatedSchool(i: number): [string, string] {
  const city = schoolCities[i % schoolCities.length] as string;
  const form = schoolForms[Math.floor(i / schoolCities.length) % schoolForms.length] as string;
  const round = Math.floor(i / (schoolCities.length * schoolForms.length));
  return [`${form.replace('{c}', city)}${round > 0 ? ` ${round + 1}` : ''}`, 'Hawks'];
}

function abbreviate(text: string): string {
  const words = text
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter(Boolean);
  const abbr = words.length > 1 ? words.map((w) => w[0]).join('') : (words[0] ?? 'TM').slice(0, 3);
  return abbr.toUpperCase().slice(0, 4);
}

export interface SeasonWindow {
  label: string;
  startMs: number;
  endMs: number;
  isCurrent: boolean;
}

/**
 * The previous full season and the current one. A season belongs to the year it starts in;
 * before October the current season is the one that began the previous autumn.
 */
export function seasonWindows(spec: LeagueSpec, todayMs: number): SeasonWindow[] {
  const today = new Date(todayMs);
  const year = today.getUTCMonth() + 1 >= 10 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return [year - 1, year].map((y) => ({
    label: `${y}-${String((y + 1) % 100).padStart(2, '0')}`,
    startMs: utcDate(y, spec.start[0], spec.start[1]),
    endMs: utcDate(y + 1, spec.end[0], spec.end[1]),
    isCurrent: y === year,
  }));
}

export function seasonRow(leagueId: number, w: SeasonWindow): SeasonRow {
  return {
    leagueId,
    label: w.label,
    startDate: isoDate(w.startMs),
    endDate: isoDate(w.endMs),
    isCurrent: w.isCurrent,
  };
}

/** Last day with games: the season's end, or yesterday for the season under way. */
export function lastPlayedDay(w: SeasonWindow, todayMs: number): number {
  return Math.min(w.endMs, addDays(todayMs, -1));
}
