import { ProfilePage } from '../../features/auth/pages/profile-page';

export function ProfileRoute() {
  return <ProfilePage />;
}
