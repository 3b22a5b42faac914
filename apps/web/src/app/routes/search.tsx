import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function SearchRoute() {
  const { keyword = '' } = useParams();
  return <PlaceholderPage title={`Search: ${keyword}`} heading={`Search results for “${keyword}”`} />;
}
