import type {
  Accuracy,
  AccuracyRow,
  ProjectedLine,
  ProjectedStat,
  Projection,
} from '@hoopdex/contract';

const stats: ProjectedStat[] = [
  'pts',
  'reb',
  'ast',
  'three_pm',
  'st',
  'blks',
  'turnovers',
  'minutes',
  'fg_percent',
  'three_point_percent',
  'ft_percent',
];

/** Every stat projected at `base` (percentages at 45), its range ±40 %; overrides win. */
export function makeLine(base: number, overrides: Partial<ProjectedLine> = {}): ProjectedLine {
  const line = Object.fromEntries(
    stats.map((s) => {
      const mean = s.endsWith('percent') ? 45 : base;
      return [s, { mean, p10: mean * 0.6, p90: mean * 1.4 }];
    }),
  ) as ProjectedLine;
  return { ...line, ...overrides };
}

export function makeProjection(overrides: Partial<Projection> = {}): Projection {
  return {
    as_of: '2024-07-01',
    league: { id: 5, name: 'WNBA' },
    season: '2024',
    games_before: 20,
    games_left: 20,
    basis: 'season',
    next_game: makeLine(10),
    rest_of_season: makeLine(11),
    ...overrides,
  };
}

/** One row per horizon, stat and method; errors grow model < last 10 < season to date unless told. */
export function makeAccuracyRows(
  errorOf: (row: Pick<AccuracyRow, 'horizon' | 'stat' | 'method'>) => number = ({ method }) =>
    method === 'model' ? 2 : method === 'last_10' ? 2.5 : 3,
): AccuracyRow[] {
  return (['next_game', 'rest_of_season'] as const).flatMap((horizon) =>
    stats.flatMap((stat) =>
      (['model', 'season_to_date', 'last_10'] as const).map((method) => {
        const error = errorOf({ horizon, stat, method });
        return {
          horizon,
          stat,
          method,
          n: 1200,
          rmse: error,
          mae: error * 0.8,
          coverage: method === 'model' ? 0.793 : null,
          interval_score: method === 'model' ? error * 4 : null,
        };
      }),
    ),
  );
}

export function makeAccuracy(overrides: Partial<Accuracy> = {}): Accuracy {
  return {
    league: { id: 5, name: 'WNBA' },
    season: '2024',
    as_of_dates: ['2024-05-28', '2024-06-11', '2024-06-25'],
    computed_at: '2024-10-01T12:00:00.000Z',
    rows: makeAccuracyRows(),
    available: [
      { league: { id: 5, name: 'WNBA' }, season: '2024' },
      { league: { id: 5, name: 'WNBA' }, season: '2023' },
      { league: { id: 1, name: 'NBA' }, season: '2025-26' },
    ],
    ...overrides,
  };
}
