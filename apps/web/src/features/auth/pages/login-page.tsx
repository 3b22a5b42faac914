import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import { useResetSession } from '../../../lib/auth';
import { signIn } from '../api/auth-api';
import { FormErrors } from '../../../components/forms/form-errors';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useSubmit } from '../../../components/forms/use-submit';
import { safeRedirect, withRedirect } from '../utils/safe-redirect';
import '../../../components/forms/forms.css';

/** /login (also the Creator Portal link): e-mail and password, then back to the page asked for. */
export function LoginPage() {
  useDocumentTitle('Log In');
  const location = useLocation();
  const navigate = useNavigate();
  const resetSession = useResetSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, sending, errors } = useSubmit(async () => {
    await signIn({ email: email.trim(), password });
    await resetSession();
    navigate(safeRedirect(location.search), { replace: true });
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  return (
    <section className="page auth-page">
      <h1>Log In</h1>
      <form className="auth-form" onSubmit={onSubmit} aria-label="Log in">
        <FormErrors lines={errors} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <SubmitButton sending={sending} label="Log In" sendingLabel="Logging in…" />
      </form>
      <p className="auth-links">
        <Link to={paths.forgotPassword()}>Forgot your password?</Link>
        <span>
          New here? <Link to={withRedirect(paths.signUp(), location.search)}>Sign up</Link>
        </span>
      </p>
    </section>
  );
}
