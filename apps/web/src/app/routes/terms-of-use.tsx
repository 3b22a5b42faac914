import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { LegalContact } from './legal-contact';
import './legal-page.css';

/** The rules of using the site, in plain words, matching what the product does. */
export function TermsOfUseRoute() {
  useDocumentTitle('Terms of Use');
  const name = env.productName;
  return (
    <article className="page legal-page">
      <h1>Terms of Use</h1>
      <p>
        {name} is a basketball player discovery network: statistics, leaderboards, videos and articles
        about players. By creating an account or using the site you agree to these terms.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Give a real e-mail address you can read: it is how you confirm your account and reset your password.</li>
        <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
        <li>A player page may be claimed only by that player; creator and scout access is granted by us.</li>
      </ul>

      <h2>What you post</h2>
      <ul>
        <li>You keep the rights to the comments, notes, videos and articles you publish, and let us show them on {name}.</li>
        <li>Post only what you have the right to share. No abuse, harassment or spam.</li>
        <li>We may remove content or close accounts that break these rules.</li>
      </ul>

      <h2>Statistics</h2>
      <p>
        Player statistics are compiled from box scores. Ratings, leaderboards and risers are computed from
        them by published rules; they are information, not advice, and may contain errors that we correct
        when we find them.
      </p>

      <h2>Ending</h2>
      <p>
        You can stop using {name} and delete your account at any time under{' '}
        <Link to={paths.profile('delete')}>Manage Account</Link>. What is deleted then is listed in the{' '}
        <Link to={paths.privacyPolicy()}>Privacy Policy</Link>.
      </p>

      <h2>Contact</h2>
      <LegalContact />
    </article>
  );
}
