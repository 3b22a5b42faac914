import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function HomeRoute() {
  return (
    <PlaceholderPage title="Discover" heading="Discover">
      <p className="muted">Latest discoveries, NIL Targets, trending players and picks will appear here.</p>
    </PlaceholderPage>
  );
}
