import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function AnalyzeRoute() {
  return <PlaceholderPage title="Leaderboards" heading="Leaderboards" />;
}
