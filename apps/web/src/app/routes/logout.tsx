import { LogoutPage } from '../../features/auth/pages/logout-page';

export function LogoutRoute() {
  return <LogoutPage />;
}
