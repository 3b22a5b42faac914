import { PlayerPortalSignUpPage } from '../../features/auth/pages/player-portal-sign-up-page';

export function PlayerPortalSignUpRoute() {
  return <PlayerPortalSignUpPage />;
}
