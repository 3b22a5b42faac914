import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ArticleRoute() {
  const params = useParams();
  return (
    <PlaceholderPage title="Article" heading="Article">
      {params.id ? <p className="muted">id: {params.id}</p> : null}
    </PlaceholderPage>
  );
}
