import { useParams } from 'react-router';
import { NotFound } from '../../components/layout/not-found';
import { PlaceholderPage } from '../../components/layout/placeholder-page';
import { isPlayerTab } from '../../config/paths';

export function PlayerRoute() {
  const { slug = '', activeTab } = useParams();
  // Spec §2: the tab is one of statistics, gear, info, timeline; anything else is not a page.
  if (activeTab !== undefined && !isPlayerTab(activeTab)) return <NotFound />;
  return (
    <PlaceholderPage title="Player" heading="Player">
      <p className="muted">
        {slug}
        {activeTab ? ` · ${activeTab}` : ''}
      </p>
    </PlaceholderPage>
  );
}
