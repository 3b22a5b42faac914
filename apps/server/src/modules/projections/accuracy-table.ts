import { countingProjectedStats, projectedStats, type AccuracyRow } from '@hoopdex/contract';

// The accuracy rows as Markdown tables (bench/RESULTS.md, the tuning CLI): per horizon, each
// stat's RMSE against both baselines, MAE, 80 % range coverage and weighted interval score.

const f = (v: number | null | undefined, d = 2) => (v == null ? '–' : v.toFixed(d));

export function accuracyTables(rows: readonly AccuracyRow[]): string[] {
  const out: string[] = [];
  for (const horizon of ['next_game', 'rest_of_season'] as const) {
    const get = (stat: string, method: string) =>
      rows.find((r) => r.horizon === horizon && r.stat === stat && r.method === method);
    out.push(
      '',
      `**${horizon === 'next_game' ? 'Next game' : 'Rest of season (average)'}**`,
      '',
      '| stat | n | RMSE model | RMSE season to date | RMSE last 10 | gain vs season to date | gain vs last 10 | MAE model / std / l10 | 80 % coverage | WIS |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const stat of projectedStats) {
      const m = get(stat, 'model');
      const s = get(stat, 'season_to_date');
      const l = get(stat, 'last_10');
      if (!m || !s || !l) continue;
      out.push(
        `| ${stat} | ${m.n} | ${f(m.rmse, 3)} | ${f(s.rmse, 3)} | ${f(l.rmse, 3)} | ${f(100 * (1 - m.rmse / s.rmse), 1)} % | ${f(100 * (1 - m.rmse / l.rmse), 1)} % | ${f(m.mae)} / ${f(s.mae)} / ${f(l.mae)} | ${f(100 * (m.coverage ?? 0), 1)} % | ${f(m.interval_score, 3)} |`,
      );
    }
    const gains = countingProjectedStats.flatMap((stat) => {
      const m = get(stat, 'model');
      const s = get(stat, 'season_to_date');
      return m && s ? [1 - m.rmse / s.rmse] : [];
    });
    if (gains.length)
      out.push(
        '',
        `Mean RMSE gain over the seven counting stats vs season to date: **${f((100 * gains.reduce((a, b) => a + b, 0)) / gains.length, 1)} %**.`,
      );
  }
  return out;
}
