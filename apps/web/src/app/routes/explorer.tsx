import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ExplorerRoute() {
  const params = useParams();
  return (
    <PlaceholderPage title="Database" heading="Database">
      {params.playerSlug ? <p className="muted">playerSlug: {params.playerSlug}</p> : null}
    </PlaceholderPage>
  );
}
