import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { LegalContact } from './legal-contact';
import './legal-page.css';

/** What this product stores about a person, why, for how long, and how to remove it. */
export function PrivacyPolicyRoute() {
  useDocumentTitle('Privacy Policy');
  const name = env.productName;
  return (
    <article className="page legal-page">
      <h1>Privacy Policy</h1>
      <p>
        This page says what {name} stores about you, why, and how you remove it. It describes the
        software as it runs: nothing is collected that is not listed here, and nothing is sold.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Your name, e-mail address and a hash of your password (never the password itself).</li>
        <li>Your role (fan, player, creator, scout) and, for players and creators, the page linked to you and the links you add to it.</li>
        <li>
          For each signed-in session: when it started and ends (30 days, renewed while you use it), and the
          IP address and browser it came from, so you can be protected from misuse of your account.
        </li>
      </ul>

      <h2>What you do here</h2>
      <ul>
        <li>The players, creators and shows you follow, and the videos and articles you like.</li>
        <li>Comments you post under videos and articles.</li>
        <li>For scouts: grades, private notes, boards and saved filters. Notes are seen by you only; a board is seen by others only if you share its link.</li>
        <li>Which videos were watched, counted for view numbers.</li>
      </ul>

      <h2>E-mail</h2>
      <p>
        We send mail to confirm your address, to reset a password, and, if you choose it, alerts when a
        player you follow has a big game or rises (each event or a daily digest). Every alert mail has a
        link that turns alerts off; you can also change this under Manage Account.
      </p>

      <h2>Cookies and browser storage</h2>
      <ul>
        <li>
          <code>hoopdex.session_token</code> (<code>__Secure-hoopdex.session_token</code> over HTTPS):
          keeps you signed in. Set when you sign in, removed when you log out; readable by the server
          only (HttpOnly).
        </li>
        <li>
          <code>token</code>: a short-lived sign-in token (minutes) for pages opened through a link that
          carries one; cleared when it runs out.
        </li>
        <li>In your browser only: whether videos play one after another, and, if you comment as a guest, the name you gave for this tab.</li>
      </ul>
      <p>There are no advertising or tracking cookies.</p>

      <h2>What creators upload</h2>
      <p>
        Videos, articles and pictures a creator publishes are stored with the creator&apos;s name and the
        players tagged in them, and are shown to everyone. The creator can ask for any of them to be
        taken down.
      </p>

      <h2>Deleting your data</h2>
      <p>
        Under <Link to={paths.profile('delete')}>Manage Account → Delete account</Link> you can delete your
        account at any time. Your account, sessions, follows, likes, alerts, scouting notes and boards are
        deleted at once. Comments you posted and views you counted stay, without your name.
      </p>

      <h2>Contact</h2>
      <LegalContact />
    </article>
  );
}
