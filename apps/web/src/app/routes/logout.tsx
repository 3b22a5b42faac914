import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function LogoutRoute() {
  return <PlaceholderPage title="Log Out" heading="Log Out" />;
}
