import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function CompareRoute() {
  const params = useParams();
  return (
    <PlaceholderPage title="Compare Players" heading="Compare Players">
      {params.slug ? <p className="muted">slug: {params.slug}</p> : null}
    </PlaceholderPage>
  );
}
