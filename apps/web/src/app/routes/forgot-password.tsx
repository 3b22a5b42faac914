import { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page';

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
