import { INSTAGRAM_HANDLE, YOUTUBE_HANDLE } from '@hoopdex/contract/account-rules';
import { useState, type FormEvent } from 'react';
import { creatorApplication } from '../api/auth-api';
import { useSubmit } from '../../../components/forms/use-submit';
import { FormErrors } from '../../../components/forms/form-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';

/** Creators apply with an e-mail and an Instagram or YouTube handle; a set-password mail follows. */
export function CreatorApplicationForm() {
  const [email, setEmail] = useState('');
  const [network, setNetwork] = useState<'instagram' | 'youtube'>('instagram');
  const [handle, setHandle] = useState('');
  const [sent, setSent] = useState(false);
  const { submit, sending, errors } = useSubmit(async () => {
    const body =
      network === 'instagram'
        ? { email: email.trim(), instagram: handle.trim() }
        : { email: email.trim(), youtube: handle.trim() };
    await creatorApplication(body);
    setSent(true);
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  if (sent) {
    return (
      <p className="auth-notice" role="status">
        Thanks! Check {email.trim()} for a link to choose your password.
      </p>
    );
  }
  const pattern = (network === 'instagram' ? INSTAGRAM_HANDLE : YOUTUBE_HANDLE).source;
  return (
    <form className="auth-form" onSubmit={onSubmit} aria-label="Creator application">
      <h2>Creator sign-up</h2>
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
      <div className="auth-field">
        <label htmlFor="creator-network">Network</label>
        <select
          id="creator-network"
          value={network}
          onChange={(e) => setNetwork(e.target.value as 'instagram' | 'youtube')}
        >
          <option value="instagram">Instagram</option>
          <option value="youtube">YouTube</option>
        </select>
      </div>
      <TextField
        label={network === 'instagram' ? 'Instagram handle' : 'YouTube handle'}
        name="handle"
        autoComplete="username"
        value={handle}
        onChange={(e) => setHandle(e.target.value)}
        required
        pattern={pattern}
        hint={
          network === 'instagram'
            ? 'Letters, digits, dots and underscores'
            : '3 to 30 letters, digits, dots, dashes or underscores'
        }
      />
      <SubmitButton sending={sending} label="Apply" />
    </form>
  );
}
