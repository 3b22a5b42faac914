import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function VideoRoute() {
  const params = useParams();
  return (
    <PlaceholderPage title="Video" heading="Video">
      {params.videoId ? <p className="muted">videoId: {params.videoId}</p> : null}
    </PlaceholderPage>
  );
}
