import { NAME_MAX } from '@hoopdex/contract/account-rules';
import type { ClaimResult } from '@hoopdex/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import { useResetSession, useSession } from '../../../lib/auth';
import { claimPlayer } from '../api/auth-api';
import { FormErrors } from '../../../components/forms/form-errors';
import { PlayerPicker } from '../components/player-picker';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useSubmit } from '../../../components/forms/use-submit';
import '../../../components/forms/forms.css';

/** /player-portal/sign-up: claim a player profile, signed in or with an e-mail address. */
export function PlayerPortalSignUpPage() {
  useDocumentTitle('Player Portal Sign Up');
  const { user } = useSession();
  const resetSession = useResetSession();
  const [playerSlug, setPlayerSlug] = useState('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [result, setResult] = useState<ClaimResult | null>(null);
  const { submit, sending, errors, setErrors } = useSubmit(async () => {
    const body = user
      ? { playerSlug }
      : { playerSlug, email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) };
    const answer = await claimPlayer(body);
    setResult(answer);
    if (user) await resetSession();
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!playerSlug) {
      setErrors(['Pick your profile from the search results - playerSlug']);
      return;
    }
    void submit();
  };

  return (
    <section className="page auth-page">
      <h1>Claim your player profile</h1>
      {result ? (
        <ClaimOutcome result={result} />
      ) : (
        <form className="auth-form" onSubmit={onSubmit} aria-label="Claim player profile">
          <FormErrors lines={errors} />
          <PlayerPicker value={playerSlug} onChange={setPlayerSlug} />
          {user ? (
            <p className="muted">Claiming as {user.email}.</p>
          ) : (
            <>
              <TextField
                label="E-mail"
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
              <TextField
                label="Name (optional)"
                name="name"
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={NAME_MAX}
              />
            </>
          )}
          <SubmitButton sending={sending} label="Claim Profile" />
        </form>
      )}
      <p className="auth-links">
        <Link to={paths.playerPortalAbout()}>How the player portal works</Link>
      </p>
    </section>
  );
}

function ClaimOutcome({ result }: { result: ClaimResult }) {
  if (result.status === 'check-email') {
    return (
      <p className="auth-notice" role="status">
        Check your e-mail: the link in it lets you choose your password and finish the claim.
      </p>
    );
  }
  const who = `${result.player.firstname} ${result.player.lastname}`;
  if (result.status === 'approved') {
    return (
      <p className="auth-notice" role="status">
        Your account is linked to <Link to={paths.player(result.player.slug)}>{who}</Link>.
      </p>
    );
  }
  return (
    <p className="auth-notice" role="status">
      Your claim of {who} is waiting for approval. We will link your account once it is checked.
    </p>
  );
}
