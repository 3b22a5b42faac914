import { LoginPage } from '../../features/auth/pages/login-page';

export function LoginRoute() {
  return <LoginPage />;
}
