import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function PlayerPortalSetPasswordRoute() {
  return <PlaceholderPage title="Set Password" heading="Set Password" />;
}
