import { AcctActionPage } from '../../features/auth/pages/acct-action-page';

export function AcctActionRoute() {
  return <AcctActionPage />;
}
