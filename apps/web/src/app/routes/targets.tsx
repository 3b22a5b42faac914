import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function TargetsRoute() {
  return <PlaceholderPage title="NIL Targets" heading="NIL Targets" />;
}
