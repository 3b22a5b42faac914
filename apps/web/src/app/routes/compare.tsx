import type { IntervalCode } from '@hoopdex/contract';
import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../components/layout/not-found';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState, isNotFound } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { playerQueryOptions, usePlayer } from '../../features/players/api/get-player';
import { PlayerPicker } from '../../features/players/components/player-picker';
import { playerName } from '../../features/players/utils/player-format';
import { ShareButtons } from '../../features/share/components/share-buttons';
import { compareCardUrl, playerCardUrl } from '../../features/share/utils/card-urls';
import { playerStatsQueryOptions } from '../../features/stats/api/get-player-stats';
import { CompareTable } from '../../features/stats/components/compare-table';
import { CompareValues } from '../../features/value/components/compare-values';
import { intervalOptions } from '../../features/stats/utils/intervals';
import { parseWith, type CompareMode } from '../../features/stats/utils/compare';
import { intervalLabels, isIntervalCode } from '../../lib/stat-catalog';
import { useUpdateParams } from '../../lib/use-update-params';
import './compare.css';

// Below the stat table, so its own chunk (issue 32): the comparison does not wait for it.
const CompareProjections = lazy(() =>
  import('../../features/projections/components/compare-projections').then((m) => ({
    default: m.CompareProjections,
  })),
);
const projectionsFallback = <Skeleton height={640} label="Loading projections" />;

const modeOptions = [
  { value: 'average', label: 'Per game' },
  { value: 'total', label: 'Totals' },
] as const;

/** /player/{slug}/compare?with=a,b,c: the selection lives in the URL so a comparison can be shared. */
export function CompareRoute() {
  const { slug = '' } = useParams();
  const [params, set] = useUpdateParams();
  const others = parseWith(params.get('with'), slug);
  const slugs = [slug, ...others];
  const rawInterval = params.get('interval');
  const interval: IntervalCode = isIntervalCode(rawInterval) ? rawInterval : 'latest_season';
  const mode: CompareMode = params.get('mode') === 'total' ? 'total' : 'average';
  const main = usePlayer(slug);
  const people = useQueries({ queries: slugs.map((s) => playerQueryOptions(s)) });
  const stats = useQueries({ queries: slugs.map((s) => playerStatsQueryOptions(s, interval)) });

  const mainName = main.data ? playerName(main.data) : 'Player';
  useDocumentTitle(`Compare ${mainName}`);
  usePageMeta({
    description: `Compare ${mainName} side by side with up to three other players, stat by stat.`,
  });

  const setWith = (list: string[]) => set({ with: list.join(',') });

  if (main.isError && isNotFound(main.error)) return <NotFound />;
  const compared = slugs.map((s, i) => ({
    slug: s,
    name: people[i]?.data ? playerName(people[i].data) : s,
    stats: stats[i]?.data,
    failed: stats[i]?.isError,
  }));

  return (
    <section className="page compare">
      <p>
        <Link to={paths.player(slug)}>← Back to {mainName}</Link>
      </p>
      <h1>Compare {mainName}</h1>
      <ShareButtons
        path={`${paths.playerCompare(slug)}${params.size ? `?${params.toString()}` : ''}`}
        title={`Compare ${mainName}`}
        image={
          others[0]
            ? { url: compareCardUrl(slug, others[0]), fileName: `${slug}-vs-${others[0]}.png` }
            : { url: playerCardUrl(slug), fileName: `${slug}.png` }
        }
      />
      <div className="compare__controls">
        <SegmentedControl
          label="Interval"
          options={intervalOptions}
          value={interval}
          onChange={(v) => set({ interval: v === 'latest_season' ? undefined : v })}
        />
        <SegmentedControl
          label="Show"
          options={modeOptions}
          value={mode}
          onChange={(v) => set({ mode: v === 'average' ? undefined : v })}
        />
      </div>
      <PlayerPicker
        exclude={slugs}
        disabled={others.length >= 3}
        onPick={(s) => setWith([...others, s])}
      />
      {others.length ? (
        <ul className="compare__chosen" aria-label="Players being compared">
          {others.map((s, i) => (
            <li key={s}>
              {compared[i + 1]?.name}{' '}
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${compared[i + 1]?.name ?? s}`}
                onClick={() => setWith(others.filter((o) => o !== s))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Search for up to three players to compare with {mainName}.</p>
      )}
      {main.isError ? (
        <ErrorState what="this player" error={main.error} onRetry={() => void main.refetch()} />
      ) : stats[0]?.isPending ? (
        <Skeleton height={620} label="Loading statistics" />
      ) : (
        <CompareTable
          players={compared}
          mode={mode}
          caption={`${intervalLabels[interval].label} ${mode === 'average' ? 'per game' : 'totals'}`}
        />
      )}
      {main.isError ? null : (
        <>
          <CompareValues players={compared.map(({ slug: s, name }) => ({ slug: s, name }))} />
          <h2 className="compare__projections-heading">Projections</h2>
          <Suspense fallback={projectionsFallback}>
            <CompareProjections
              players={compared.map(({ slug: s, name }) => ({ slug: s, name }))}
            />
          </Suspense>
        </>
      )}
    </section>
  );
}
