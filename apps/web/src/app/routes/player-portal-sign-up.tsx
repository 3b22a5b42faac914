import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function PlayerPortalSignUpRoute() {
  return <PlaceholderPage title="Player Sign Up" heading="Player Sign Up" />;
}
