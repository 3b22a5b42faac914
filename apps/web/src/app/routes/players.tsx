import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function PlayersRoute() {
  const params = useParams();
  return (
    <PlaceholderPage title="Players" heading={params.league ? `Players: ${params.league}` : 'Players'}>
      {params.league ? <p className="muted">league: {params.league}</p> : null}
    </PlaceholderPage>
  );
}
