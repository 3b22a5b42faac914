import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { profilePathParts, type SessionUser } from '../../lib/auth';

type AccountLinksProps = {
  user: SessionUser | null | undefined;
  profileActive: boolean;
  linkClassName?: string;
  onNavigate?: () => void;
};

function profileHref(user: SessionUser): string | null {
  const parts = profilePathParts(user);
  if (!parts) return null;
  return parts.kind === 'player' ? paths.player(parts.slug) : paths.creator(parts.slug);
}

/** Signed in: Log Out, Manage Account, Studio (publishing; a fan learns how to start there), Profile (when there is a slug). Signed out: Log In -> /sign-up. */
export function AccountLinks({ user, profileActive, linkClassName, onNavigate }: AccountLinksProps) {
  if (user === undefined) return null; // session still loading: show neither state
  if (!user) {
    return (
      <li>
        <Link className={linkClassName} to={paths.signUp()} onClick={onNavigate}>
          Log In
        </Link>
      </li>
    );
  }
  const profile = profileHref(user);
  return (
    <>
      <li>
        <Link
          className={linkClassName}
          to={paths.profile()}
          aria-current={profileActive ? 'page' : undefined}
          onClick={onNavigate}
        >
          Manage Account
        </Link>
      </li>
      <li>
        <Link className={linkClassName} to={paths.studio()} onClick={onNavigate}>
          Studio
        </Link>
      </li>
      {profile ? (
        <li>
          <Link className={linkClassName} to={profile} onClick={onNavigate}>
            Profile
          </Link>
        </li>
      ) : null}
      <li>
        <Link className={linkClassName} to={paths.logout()} onClick={onNavigate}>
          Log Out
        </Link>
      </li>
    </>
  );
}
