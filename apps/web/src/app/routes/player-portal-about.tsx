import { PlayerPortalAboutPage } from '../../features/auth/pages/player-portal-about-page';

export function PlayerPortalAboutRoute() {
  return <PlayerPortalAboutPage />;
}
