import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ViewAllVideosByPlayerRoute() {
  const params = useParams();
  return (
    <PlaceholderPage title="Player Videos" heading="Player Videos">
      {params.playerId ? <p className="muted">playerId: {params.playerId}</p> : null}
    </PlaceholderPage>
  );
}
