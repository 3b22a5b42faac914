import type { GameDetail, Play, ShotChart } from '@hoopdex/contract';

// Shared by the game page and shot chart tests (made by hand: a tiny two-player game).

const line = {
  minutes: 30,
  pts: 0,
  fgm: 0,
  fga: 0,
  three_pm: 0,
  three_pa: 0,
  ftm: 0,
  fta: 0,
  oreb: 0,
  dreb: 0,
  reb: 0,
  ast: 0,
  st: 0,
  blks: 0,
  turnovers: 0,
  fouls: 0,
};
export const bos = { id: 1, name: 'Boston Celtics', abbreviation: 'BOS' };
export const por = { id: 2, name: 'Portland Trail Blazers', abbreviation: 'POR' };

export const gameFixture: GameDetail = {
  id: 7,
  game_date: '2025-01-10',
  league: { id: 1, name: 'nba', display_name: 'NBA' },
  season_label: '2024-25',
  periods: { regulation: 4, minutes: 12 },
  home: {
    team: bos,
    score: 5,
    lines: [
      {
        ...line,
        player: { slug: 'nia-new', name: 'Nia New' },
        pts: 5,
        fgm: 2,
        fga: 2,
        three_pm: 1,
        three_pa: 1,
      },
    ],
  },
  away: {
    team: por,
    score: 0,
    lines: [{ ...line, player: { slug: 'omar-opp', name: 'Omar Opp' }, fga: 1, dreb: 1, reb: 1 }],
  },
  plays_count: 4,
  mismatches: [],
};

const play = (
  seq: number,
  period: number,
  clock: string,
  event: Play['event'],
  who: 'nia' | 'omar',
): Play => ({
  seq,
  period,
  clock,
  event,
  team: who === 'nia' ? bos : por,
  player:
    who === 'nia' ? { slug: 'nia-new', name: 'Nia New' } : { slug: 'omar-opp', name: 'Omar Opp' },
  shot_x: null,
  shot_y: null,
  video: null,
});

export const playsFixture: Play[] = [
  play(1, 1, '11:42', 'fg3_made', 'nia'),
  play(2, 1, '48.3', 'fg2_missed', 'omar'),
  play(3, 2, '10:00', 'dreb', 'omar'),
  play(4, 5, '4:59', 'fg2_made', 'nia'),
];

export const shotChartFixture: ShotChart = {
  league: { id: 1, name: 'nba', display_name: 'NBA' },
  zones: [
    {
      zone: 'rim',
      attempts: 4,
      makes: 4,
      fg_percent: 100,
      league_attempts: 8,
      league_makes: 8,
      league_fg_percent: 100,
    },
    {
      zone: 'paint',
      attempts: 1,
      makes: 1,
      fg_percent: 100,
      league_attempts: 5,
      league_makes: 1,
      league_fg_percent: 20,
    },
    {
      zone: 'mid_range',
      attempts: 3,
      makes: 1,
      fg_percent: 33.3,
      league_attempts: 3,
      league_makes: 1,
      league_fg_percent: 33.3,
    },
    {
      zone: 'corner_three',
      attempts: 0,
      makes: 0,
      fg_percent: null,
      league_attempts: 2,
      league_makes: 1,
      league_fg_percent: 50,
    },
    {
      zone: 'above_break_three',
      attempts: 4,
      makes: 1,
      fg_percent: 25,
      league_attempts: 10,
      league_makes: 4,
      league_fg_percent: 40,
    },
  ],
  unlocated_attempts: 2,
};
