import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ShowsRoute() {
  return <PlaceholderPage title="Shows" heading="Watch" />;
}
