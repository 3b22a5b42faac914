import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { AccountDetails } from '../components/profile/account-details';
import { ChangePassword } from '../components/profile/change-password';
import { DeleteAccount } from '../components/profile/delete-account';
import '../../../components/forms/forms.css';

export type ProfileSection = {
  key: string;
  label: string;
  Component: ComponentType;
  adminOnly?: true;
  /** Only for an account linked to a player (the player portal). */
  playerOnly?: true;
};
type Section = ProfileSection;

const allSections: Section[] = [
  { key: '', label: 'Account', Component: AccountDetails },
  { key: 'password', label: 'Password', Component: ChangePassword },
  { key: 'delete', label: 'Delete Account', Component: DeleteAccount },
];

/**
 * /profile and its sub-paths: manage the signed-in account (the route is gated). Other features'
 * sections (follows, likes, box-score import, notifications) are composed in by the route, in
 * its order, before Delete Account: the account feature does not import them.
 */
export function ProfilePage({ extraSections = [] }: { extraSections?: ProfileSection[] }) {
  useDocumentTitle('Manage Account');
  const { user } = useSession();
  const all = [...allSections.slice(0, -1), ...extraSections, ...allSections.slice(-1)];
  // The server checks the role (and the linked player) again; this only keeps the tab from those who cannot use it.
  const sections = all.filter(
    (s) => (!s.adminOnly || user?.role === 'admin') && (!s.playerOnly || Boolean(user?.player)),
  );
  const sub =
    useLocation()
      .pathname.replace(/^\/profile\/?/, '')
      .split('/')[0] ?? '';
  const current = sections.find((s) => s.key === sub) ?? sections[0]!;
  return (
    <section className="page auth-page">
      <h1>Manage Account</h1>
      <nav className="auth-tabs" aria-label="Account sections">
        {sections.map((s) => (
          <Link
            key={s.key}
            to={paths.profile(s.key || undefined)}
            aria-current={s === current ? 'page' : undefined}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      <p>
        Publish articles, posts and videos in the <Link to={paths.studio()}>Studio</Link>.
      </p>
      <current.Component />
    </section>
  );
}
