import { PASSWORD_MAX } from '@hoopdex/contract/account-rules';
import { useId, useState } from 'react';
import './forms.css';

type PasswordFieldProps = {
  label: string;
  name: string;
  /** 'current-password' to sign in, 'new-password' to choose one (lets managers suggest one). */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  minLength?: number;
};

/** A password input with a Show/Hide toggle; the toggle says what it will do. */
export function PasswordField({
  label,
  name,
  autoComplete,
  value,
  onChange,
  hint,
  minLength,
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-password">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required
          minLength={minLength}
          maxLength={PASSWORD_MAX}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <button
          type="button"
          className="button button--ghost"
          aria-controls={id}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint ? (
        <span className="auth-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
