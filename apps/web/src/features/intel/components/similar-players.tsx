import type { Comp, Player } from '@hoopdex/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { formatFixed } from '../../../lib/format';
import { playerName } from '../../players';
import { COMPS_LIMIT, compScopeFromSearch, useComps, type CompScope } from '../api/get-comps';
import { useUpdateParams } from '../../../lib/use-update-params';
import './intel.css';
import { useDeferredResult } from '../../../lib/use-deferred-result';

const scopeOptions = [
  { value: 'league', label: 'Same league' },
  { value: 'all', label: 'Plays like' },
] as const satisfies readonly { value: CompScope; label: string }[];

/** One card's height, for the skeleton. */
const CARD_HEIGHT = 150;

/** "Similar players": the 5 closest per-game profiles, each leading to the compare page with both. */
export function SimilarPlayers({ player }: { player: Player }) {
  const headingId = useId();
  const [params, update] = useUpdateParams();
  const scope = compScopeFromSearch(params);
  const comps = useDeferredResult(useComps(player.slug, scope));
  const setScope = (value: CompScope) =>
    update({ comps: value === 'league' ? undefined : value }, { replace: true });
  return (
    <section className="comps" aria-labelledby={headingId} aria-busy={comps.isPending}>
      <h2 id={headingId} className="comps__heading">
        Similar players
      </h2>
      <SegmentedControl
        label="Similar players scope"
        options={scopeOptions}
        value={scope}
        onChange={setScope}
      />
      <p className="muted comps__about">
        {scope === 'all'
          ? `Players in every league whose per-game profile (percentiles within their own league, position, size) is closest to ${playerName(player)}'s.`
          : `Players in ${playerName(player)}'s league with the closest per-game profile (percentiles, position, size).`}
      </p>
      {comps.isPending ? (
        <div className="comps__list" aria-hidden="true">
          {Array.from({ length: COMPS_LIMIT }, (_, i) => (
            <Skeleton key={i} height={CARD_HEIGHT} />
          ))}
        </div>
      ) : comps.isError ? (
        <ErrorState
          what="similar players"
          error={comps.error}
          onRetry={() => void comps.refetch()}
        />
      ) : comps.data.items.length === 0 ? (
        <EmptyState>{comps.data.reason ?? 'No similar players yet.'}</EmptyState>
      ) : (
        <ol className="comps__list">
          {comps.data.items.map((comp) => (
            <CompCard key={comp.player.slug} of={player} comp={comp} />
          ))}
        </ol>
      )}
    </section>
  );
}

const ordinal = (value: number) => Math.round(value);

function CompCard({ of, comp }: { of: Player; comp: Comp }) {
  const name = `${comp.player.firstname} ${comp.player.lastname}`;
  return (
    <li className="comp-card">
      <ImageWithFallback
        className="comp-card__photo"
        src={comp.player.imageuri}
        fallbackLabel={name}
        width={56}
        height={56}
      />
      <div className="comp-card__body">
        <Link className="comp-card__name" to={paths.playerCompare(of.slug, [comp.player.slug])}>
          {name}
          <span className="visually-hidden">: compare with {playerName(of)}</span>
        </Link>
        <p className="comp-card__meta">
          {[comp.player.team_name, comp.league_name].filter(Boolean).join(' · ')}
        </p>
        <p className="comp-card__similarity">
          <strong>{formatFixed(comp.similarity, 0)}%</strong> similar
        </p>
        <p className="comp-card__matches-title">
          Closest stats (percentile: {of.firstname} vs {comp.player.firstname})
        </p>
        <ul className="comp-card__matches">
          {comp.matches.map((m) => (
            <li key={m.stat}>
              <span className="comp-card__stat">{m.label}</span> {ordinal(m.player_percentile)} vs{' '}
              {ordinal(m.comp_percentile)}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
