import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** What a fan sees at /studio: who can publish on Hoopdex, and how to become one of them. */
export function PublishGate() {
  return (
    <div className="studio-gate">
      <p>The Studio is where Hoopdex’s publishers write articles, post updates and upload their own videos.</p>
      <h2>Who can publish</h2>
      <ul>
        <li>
          <strong>Creators and shows</strong>: apply with your Instagram or YouTube handle; we set up your creator page.
        </li>
        <li>
          <strong>Players</strong>: claim your player page, and publish to the fans who follow you.
        </li>
        <li>
          <strong>Hoopdex editors</strong> (admins).
        </li>
      </ul>
      <p className="studio-gate__actions">
        <Link className="button" to={paths.signUp(paths.studio())}>
          Apply as a creator
        </Link>
        <Link className="button button--ghost" to={paths.playerPortalAbout()}>
          I’m a player
        </Link>
      </p>
      <p className="muted">On the sign-up page, choose “Are you a creator?” to find the application.</p>
    </div>
  );
}
