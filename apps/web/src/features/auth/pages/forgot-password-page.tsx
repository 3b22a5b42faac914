import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import { requestPasswordReset } from '../api/auth-api';
import { FormErrors } from '../../../components/forms/form-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useSubmit } from '../../../components/forms/use-submit';
import '../../../components/forms/forms.css';

/** /forgot-password: mails a reset link; the answer is the same whether the address is known. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { submit, sending, errors } = useSubmit(async () => {
    await requestPasswordReset(email.trim());
    setSent(true);
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  return (
    <section className="page auth-page">
      <h1>Forgot your password?</h1>
      {sent ? (
        <p className="auth-notice" role="status">
          If an account uses {email.trim()}, a link to choose a new password is on its way. It works
          for one hour.
        </p>
      ) : (
        <form className="auth-form" onSubmit={onSubmit} aria-label="Reset password">
          <p className="muted">
            Enter your e-mail and we will send you a link to choose a new password.
          </p>
          <FormErrors lines={errors} />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          <SubmitButton sending={sending} label="Send Link" />
        </form>
      )}
      <p className="auth-links">
        <Link to={paths.login()}>Back to log in</Link>
      </p>
    </section>
  );
}
