import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function SignUpRoute() {
  return <PlaceholderPage title="Sign Up" heading="Sign Up" />;
}
