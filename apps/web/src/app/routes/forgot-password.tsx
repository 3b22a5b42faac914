import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ForgotPasswordRoute() {
  return <PlaceholderPage title="Forgot Password" heading="Forgot Password" />;
}
