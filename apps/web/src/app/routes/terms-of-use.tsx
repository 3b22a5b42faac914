import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function TermsOfUseRoute() {
  return <PlaceholderPage title="Terms of Use" heading="Terms of Use" />;
}
