import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { clearIdToken } from '../../../../lib/api-client';
import { deleteMe } from '../../api/auth-api';
import { useSubmit } from '../../../../components/forms/use-submit';
import { FormErrors } from '../../../../components/forms/form-errors';
import { PasswordField } from '../../../../components/forms/password-field';
import { SubmitButton } from '../../../../components/forms/submit-button';

/**
 * Deleting is final: the password is asked again and a checkbox confirms it; then follows, likes
 * and sessions go with the account and the visitor lands on the home page signed out.
 */
export function DeleteAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const { submit, sending, errors, setErrors } = useSubmit(async () => {
    await deleteMe(password);
    clearIdToken();
    queryClient.clear();
    navigate(paths.home(), { replace: true });
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!confirmed) {
      setErrors(['Tick the box to confirm - confirm']);
      return;
    }
    void submit();
  };
  return (
    <div className="auth-section">
      <h2>Delete account</h2>
      <p>This removes your account, what you follow and what you liked. It cannot be undone.</p>
      <form className="auth-form" onSubmit={onSubmit} aria-label="Delete account">
        <FormErrors lines={errors} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <label>
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
          />{' '}
          I understand my account will be deleted for good
        </label>
        <SubmitButton sending={sending} label="Delete My Account" sendingLabel="Deleting…" />
      </form>
    </div>
  );
}
