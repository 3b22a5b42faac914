import { EMAIL_MAX, NAME_MAX, PASSWORD_MIN } from '@hoopdex/contract/account-rules';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import { useResetSession } from '../../../lib/auth';
import { signUp } from '../api/auth-api';
import { CreatorApplicationForm } from '../components/creator-application-form';
import { FormErrors } from '../../../components/forms/form-errors';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useSubmit } from '../../../components/forms/use-submit';
import { safeRedirect, withRedirect } from '../utils/safe-redirect';
import '../../../components/forms/forms.css';

type SignUpPageProps = {
  /** Inside the landing for signed-out visitors: the page's h1 is the landing's, the form's is h2. */
  embedded?: boolean;
};

/** /sign-up: a new fan account, signed in at once and sent back to the page asked for. */
export function SignUpPage({ embedded = false }: SignUpPageProps) {
  const Heading = embedded ? 'h2' : 'h1';
  const headingId = useId();
  const sectionClass = embedded ? 'auth-page auth-page--embedded' : 'page auth-page';
  useDocumentTitle('Sign Up');
  const location = useLocation();
  const navigate = useNavigate();
  const resetSession = useResetSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checkEmail, setCheckEmail] = useState(false);
  const [creator, setCreator] = useState(false);
  const { submit, sending, errors } = useSubmit(async () => {
    const result = await signUp({ name: name.trim(), email: email.trim(), password });
    if (!result.signedIn) {
      setCheckEmail(true);
      return;
    }
    await resetSession();
    navigate(safeRedirect(location.search), { replace: true });
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  if (checkEmail) {
    return (
      <section className={sectionClass}>
        <Heading>Check your e-mail</Heading>
        <p className="auth-notice" role="status">
          We sent a message to {email.trim()} with how to continue.
        </p>
        <Link to={withRedirect(paths.login(), location.search)}>Log in</Link>
      </section>
    );
  }

  return (
    <section className={sectionClass} aria-labelledby={embedded ? headingId : undefined}>
      <Heading id={headingId}>Sign Up</Heading>
      <p className="muted">Follow players, creators and shows, and like what you watch.</p>
      <form className="auth-form" onSubmit={onSubmit} aria-label="Sign up">
        <FormErrors lines={errors} />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={NAME_MAX}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          maxLength={EMAIL_MAX}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters; a long phrase is best.`}
        />
        <SubmitButton sending={sending} label="Sign Up" sendingLabel="Signing up…" />
      </form>
      <p className="auth-links">
        <span>
          Already have an account?{' '}
          <Link to={withRedirect(paths.login(), location.search)}>Log in</Link>
        </span>
        <Link to={paths.playerPortalAbout()}>Are you a player?</Link>
        <button
          type="button"
          className="link-button"
          aria-expanded={creator}
          onClick={() => setCreator((v) => !v)}
        >
          Are you a creator?
        </button>
      </p>
      {creator ? <CreatorApplicationForm /> : null}
    </section>
  );
}
