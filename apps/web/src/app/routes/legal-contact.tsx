import { env } from '../../config/env';

/**
 * Where to write about the terms or one's data: the build's VITE_CONTACT_EMAIL (spec §9 flag).
 * Without one the page says so plainly rather than inventing an address.
 */
export function LegalContact() {
  if (!env.contactEmail) {
    return (
      <p data-testid="legal-contact">
        No contact address is configured for this site yet. You can still see, change and delete
        everything tied to your account yourself under Manage Account.
      </p>
    );
  }
  return (
    <p data-testid="legal-contact">
      Write to <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a> about these terms or
      about your data.
    </p>
  );
}

/** The site's contact address as a link inside a sentence, or words saying none is set yet. */
export function ContactAddress() {
  if (!env.contactEmail) return <>the site&apos;s contact address (none is configured yet)</>;
  return <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a>;
}
