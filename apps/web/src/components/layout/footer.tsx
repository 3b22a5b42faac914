import { Link } from 'react-router';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { socialLinks, statsProviderCredit } from '../../config/social';
import { useRenderNow } from '../ui/use-render-now';
import { useServerMarkup } from '../ui/use-server-markup';
import { SocialIcon } from './social-icon';
import './footer.css';

/** Spec §2 footer: legal links, Creator Portal, social icons, stats credit and copyright line. */
export function Footer({ year: fixedYear }: { year?: number }) {
  // The server's year (UTC, at its render) until hydration is done, then the visitor's own:
  // both sides print the same year on New Year's Eve too (decision 0037).
  const now = new Date(useRenderNow());
  const serverMarkup = useServerMarkup();
  const year = fixedYear ?? (serverMarkup ? now.getUTCFullYear() : now.getFullYear());
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to={paths.privacyPolicy()}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.termsOfUse()}>Terms of Use</Link>
            </li>
            <li>
              <Link to={paths.login()}>Creator Portal</Link>
            </li>
          </ul>
        </nav>
        <ul className="site-footer__social" aria-label="Follow us">
          {socialLinks.map((link) => (
            <li key={link.kind}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${env.productName} on ${link.label}`}
              >
                <SocialIcon kind={link.kind} />
              </a>
            </li>
          ))}
          {env.contactEmail ? (
            <li>
              <a href={`mailto:${env.contactEmail}`} aria-label={`E-mail ${env.productName}`}>
                <SocialIcon kind="email" />
              </a>
            </li>
          ) : null}
        </ul>
        <p className="site-footer__credit">{statsProviderCredit}</p>
        <p className="site-footer__copyright">
          Content Copyright {env.productName} LLC {year}
        </p>
      </div>
    </footer>
  );
}
