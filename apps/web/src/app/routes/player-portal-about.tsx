import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function PlayerPortalAboutRoute() {
  return <PlaceholderPage title="Player Portal" heading="Player Portal" />;
}
