import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { ContactAddress, LegalContact } from './legal-contact';
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

      <h2>Who may use it</h2>
      <ul>
        <li>You must be 13 or older to create an account.</li>
        <li>
          If you are under 18 (or the age of majority where you live), a parent or guardian must agree to
          these terms for you, and is responsible for your use of {name}.
        </li>
        <li>Anyone may read the public pages without an account.</li>
      </ul>

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

      <h2>Uploads</h2>
      <p>
        Videos, game film, pictures and articles you upload stay yours: you keep the copyright and any
        other rights you have in them.
      </p>
      <ul>
        <li>
          By uploading, you give {name} a worldwide, non-exclusive, royalty-free licence to store, copy,
          convert (other sizes and formats, still images), show and share what you uploaded on {name} and
          in its share links and previews, for as long as it is on the site. The licence ends when you
          delete the upload or your account.
        </li>
        <li>
          You confirm that you own what you upload or have the permission of everyone who does, including
          the people who filmed it and, for a broadcast or a league&apos;s footage, its rights holder.
        </li>
      </ul>
      <p>Do not upload:</p>
      <ul>
        <li>Broadcasts, game film, music or pictures that you have no right to share.</li>
        <li>Other people&apos;s private information, or pictures and video of people who asked not to be shown.</li>
        <li>Sexual content, anything sexualising a minor, violence, hate, harassment or threats.</li>
        <li>Advertising, spam, malware, or anything pretending to be someone else.</li>
      </ul>
      <p>
        We may remove an upload that breaks these rules and close the account of someone who does it
        again.
      </p>

      <h2>Reporting a copyright problem</h2>
      <p>
        If something on {name} uses your work without your permission, write to <ContactAddress /> with: the
        work, the link to each page where it appears on {name}, your name and how to reach you, and a
        statement that you own the rights or act for the owner and that the report is accurate. We take
        the upload down while we look at the report and tell the uploader, who may answer with their side.
      </p>

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
