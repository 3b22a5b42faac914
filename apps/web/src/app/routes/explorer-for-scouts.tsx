import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ExplorerForScoutsRoute() {
  const params = useParams();
  return (
    <PlaceholderPage title="Scouting" heading="Scouting">
      {params.playerSlug ? <p className="muted">playerSlug: {params.playerSlug}</p> : null}
    </PlaceholderPage>
  );
}
