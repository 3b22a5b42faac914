import { PlayerPortalSetPasswordPage } from '../../features/auth/pages/player-portal-set-password-page';

export function PlayerPortalSetPasswordRoute() {
  return <PlayerPortalSetPasswordPage />;
}
