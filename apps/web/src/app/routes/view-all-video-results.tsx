import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ViewAllVideoResultsRoute() {
  const { keyword = '' } = useParams();
  return <PlaceholderPage title={`Videos: ${keyword}`} heading={`All video results for “${keyword}”`} />;
}
