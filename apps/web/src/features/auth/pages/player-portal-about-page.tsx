import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import '../../../components/forms/forms.css';

/** /player-portal/about: what the player portal is and how claiming a profile works. */
export function PlayerPortalAboutPage() {
  useDocumentTitle('Player Portal');
  return (
    <section className="page auth-page">
      <h1>Player Portal</h1>
      <p>
        Every player on {env.productName} has a profile built from box scores, highlights and
        articles. The player portal lets you claim yours: your account is linked to your profile and
        the Profile link in the header takes you straight to it.
      </p>
      <h2>How it works</h2>
      <ol>
        <li>Search your name and pick your profile.</li>
        <li>Give your e-mail (or log in first if you already have an account).</li>
        <li>Choose your password from the link we e-mail you.</li>
        <li>
          We check the claim and link your account. In this demo, an address named after the profile
          (for example jalen-brooks@…) is linked at once.
        </li>
      </ol>
      <p className="auth-links">
        <Link className="button" to={paths.playerPortalSignUp()}>
          Claim your profile
        </Link>
        <Link to={paths.login()}>Log in</Link>
      </p>
    </section>
  );
}
