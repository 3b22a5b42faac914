import { HANDLE_MAX, NAME_MAX } from '@hoopdex/contract/account-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { sessionQueryOptions, useSession } from '../../../../lib/auth';
import { getMe, updateMe } from '../../api/auth-api';
import { authKeys } from '../../api/query-keys';
import { useSubmit } from '../../../../components/forms/use-submit';
import { FormErrors } from '../../../../components/forms/form-errors';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { TextField } from '../../../../components/forms/text-field';

/** Name and social handles; e-mail and role are shown, not edited here. */
export function AccountDetails() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: authKeys.account(), queryFn: getMe, enabled: Boolean(user) });
  const [name, setName] = useState('');
  const [instagram, setInstagram] = useState('');
  const [youtube, setYoutube] = useState('');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!me.data) return;
    setName(me.data.name);
    setInstagram(me.data.instagram ?? '');
    setYoutube(me.data.youtube ?? '');
  }, [me.data]);
  const { submit, sending, errors } = useSubmit(async () => {
    setSaved(false);
    const updated = await updateMe({
      name: name.trim(),
      instagram: instagram.trim() || null,
      youtube: youtube.trim() || null,
    });
    queryClient.setQueryData(authKeys.account(), updated);
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    setSaved(true);
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  if (!me.data) return <p className="muted">Loading your account…</p>;
  const claim = me.data.playerClaim;
  return (
    <div className="auth-section">
      <h2>Account details</h2>
      <dl>
        <dt>E-mail</dt>
        <dd>
          {me.data.email}{' '}
          {me.data.emailVerified ? null : (
            <span className="muted">(not confirmed yet: see the mail we sent)</span>
          )}
        </dd>
        <dt>Role</dt>
        <dd>{me.data.role}</dd>
        {me.data.player ? (
          <>
            <dt>Player profile</dt>
            <dd>
              <Link to={paths.player(me.data.player.slug)}>
                {me.data.player.firstname} {me.data.player.lastname}
              </Link>
            </dd>
          </>
        ) : claim?.status === 'pending' ? (
          <>
            <dt>Player profile</dt>
            <dd>
              Claim of {claim.player.firstname} {claim.player.lastname} waiting for approval
            </dd>
          </>
        ) : null}
      </dl>
      <form className="auth-form" onSubmit={onSubmit} aria-label="Account details">
        <FormErrors lines={errors} />
        {saved ? <p role="status">Saved.</p> : null}
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
          label="Instagram handle"
          name="instagram"
          autoComplete="off"
          value={instagram}
          onChange={(e) => setInstagram(e.target.value)}
          maxLength={HANDLE_MAX + 1}
        />
        <TextField
          label="YouTube handle"
          name="youtube"
          autoComplete="off"
          value={youtube}
          onChange={(e) => setYoutube(e.target.value)}
          maxLength={HANDLE_MAX + 1}
        />
        <SubmitButton sending={sending} label="Save" sendingLabel="Saving…" />
      </form>
    </div>
  );
}
