import { NAME_MAX, PASSWORD_MIN } from '@hoopdex/contract/account-rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSubmit } from '../../../components/forms/use-submit';
import { FormErrors } from '../../../components/forms/form-errors';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';

type NewPasswordFormProps = {
  label: string;
  /** Ask for a display name too (first password of an application). */
  withName?: boolean;
  onSubmit: (input: { password: string; name?: string }) => Promise<void>;
  /** Fields shown before the new password, e.g. the current password. */
  children?: ReactNode;
};

/** Choose a password (twice, so a typo does not lock the user out). */
export function NewPasswordForm({ label, withName, onSubmit, children }: NewPasswordFormProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { submit, sending, errors, setErrors } = useSubmit(() =>
    onSubmit({ password, ...(withName && name.trim() ? { name: name.trim() } : {}) }),
  );
  const handle = (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) {
      setErrors(['The two passwords differ - confirmPassword']);
      return;
    }
    void submit();
  };
  return (
    <form className="auth-form" onSubmit={handle} aria-label={label}>
      <FormErrors lines={errors} />
      {withName ? (
        <TextField
          label="Name (optional)"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={NAME_MAX}
        />
      ) : null}
      {children}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        minLength={PASSWORD_MIN}
        hint={`At least ${PASSWORD_MIN} characters; common passwords are refused.`}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      <SubmitButton sending={sending} label={label} />
    </form>
  );
}
