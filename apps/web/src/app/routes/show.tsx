import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ShowRoute() {
  const params = useParams();
  return (
    <PlaceholderPage title="Show" heading="Show">
      {params.showId ? <p className="muted">showId: {params.showId}</p> : null}
    </PlaceholderPage>
  );
}
