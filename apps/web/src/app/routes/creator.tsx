import { useParams } from 'react-router';
import { NotFound } from '../../components/layout/not-found';
import { PlaceholderPage } from '../../components/layout/placeholder-page';
import { isCreatorTab } from '../../config/paths';

export function CreatorRoute() {
  const { slug = '', activeTab } = useParams();
  // Spec §2: the tab is one of articles, players, gear, about; anything else is not a page.
  if (activeTab !== undefined && !isCreatorTab(activeTab)) return <NotFound />;
  return (
    <PlaceholderPage title="Creator" heading="Creator">
      <p className="muted">
        {slug}
        {activeTab ? ` · ${activeTab}` : ''}
      </p>
    </PlaceholderPage>
  );
}
