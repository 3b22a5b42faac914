import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function LoginRoute() {
  return <PlaceholderPage title="Log In" heading="Log In" />;
}
