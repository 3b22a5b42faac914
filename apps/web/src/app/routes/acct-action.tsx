import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function AcctActionRoute() {
  return <PlaceholderPage title="Account" heading="Account" />;
}
