import type { SocialFollowing, SocialPlatform } from '@hoopdex/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormErrors } from '../../../components/forms/form-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { errorLines } from '../../../components/forms/use-submit';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import {
  useSaveSocialFollowing,
  useSocialFollowing,
  type SocialFollowingChange,
} from '../api/social-following';
import { formatInput } from '../utils/value-format';

// The contract's socialPlatforms, with the names a player knows them by (kept here: no zod in the
// bundle). The server's limit: a whole number up to a billion.
const PLATFORMS: { key: SocialPlatform; label: string }[] = [
  { key: 'instagram', label: 'Instagram followers' },
  { key: 'tiktok', label: 'TikTok followers' },
  { key: 'x', label: 'X followers' },
];
const MAX_FOLLOWERS = 1_000_000_000;

type Draft = Record<SocialPlatform, string>;

const draftOf = (rows: SocialFollowing): Draft => {
  const draft: Draft = { instagram: '', tiktok: '', x: '' };
  for (const r of rows) draft[r.platform] = String(r.followers);
  return draft;
};

/**
 * What changed, or the lines to show: "12,500" and "12 500" are read as 12500; an emptied field
 * clears that platform; an unchanged one is left out (saving a count again would make a verified
 * count self-reported again).
 */
export function followingChange(
  draft: Draft,
  saved: SocialFollowing,
): { change: SocialFollowingChange; errors: string[] } {
  const change: SocialFollowingChange = {};
  const errors: string[] = [];
  for (const { key, label } of PLATFORMS) {
    const text = draft[key].replace(/[\s,]/g, '');
    const before = saved.find((r) => r.platform === key)?.followers ?? null;
    if (text === '') {
      if (before !== null) change[key] = null;
      continue;
    }
    if (!/^\d+$/.test(text)) {
      errors.push(`${label}: enter a whole number, like 12500 (leave it empty to remove it)`);
      continue;
    }
    const n = Number(text);
    if (n > MAX_FOLLOWERS) {
      errors.push(`${label}: at most ${formatInput(MAX_FOLLOWERS)}`);
      continue;
    }
    if (n !== before) change[key] = n;
  }
  return { change, errors };
}

/**
 * The player portal's social following (Manage Account, for an account linked to a player): the
 * followers per platform that count in the Following part of their Hoopdex Value, self-reported
 * until an admin verifies them (decision 0030).
 */
export function SocialFollowingForm() {
  const { user } = useSession();
  const slug = user?.player?.slug;
  const following = useSocialFollowing(Boolean(slug));
  const save = useSaveSocialFollowing(slug ?? '');
  // The fields show the saved counts until the player types (derived during render, not copied
  // in an effect: an effect left one painted frame of empty fields, and a refetch on focus
  // overwrote what the player was typing).
  const [edits, setEdits] = useState<Draft | null>(null);
  const draft = edits ?? draftOf(following.data ?? []);
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);

  if (!slug)
    return (
      <div className="auth-section">
        <h2>Social following</h2>
        <p>
          Only an account linked to a player reports a social following.{' '}
          <Link to={paths.playerPortalAbout()}>About the player portal</Link>
        </p>
      </div>
    );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || !following.data) return;
    setSaved(false);
    const { change, errors: invalid } = followingChange(draft, following.data);
    if (invalid.length > 0) return setErrors(invalid);
    if (Object.keys(change).length === 0)
      return setErrors(['Nothing changed: enter a new count, or empty a field to remove it']);
    setErrors([]);
    save.mutate(change, {
      onSuccess: () => {
        setSaved(true);
        setEdits(null);
      },
      onError: (error) => setErrors(errorLines(error)),
    });
  };

  return (
    <div className="auth-section">
      <h2>Social following</h2>
      <p>
        Your followers count in the Following part of your{' '}
        <Link to={paths.player(slug)}>Hoopdex Value</Link>, at the rate{' '}
        <Link to={paths.value()}>the method</Link> publishes.
      </p>
      <p className="auth-notice">
        <strong>Self-reported until verified.</strong> The counts you enter show on your page as
        self-reported until an admin verifies them; changing a count makes it self-reported again.
      </p>
      {following.isPending ? (
        <Skeleton height={240} label="Loading your social following" />
      ) : following.isError ? (
        <ErrorState
          what="your social following"
          error={following.error}
          onRetry={() => void following.refetch()}
        />
      ) : (
        <form className="auth-form" onSubmit={onSubmit} aria-label="Social following" noValidate>
          <FormErrors lines={errors} />
          {saved ? (
            <p role="status">
              Saved. <Link to={paths.player(slug)}>See your Hoopdex Value</Link>
            </p>
          ) : null}
          {PLATFORMS.map(({ key, label }) => {
            const row = following.data.find((r) => r.platform === key);
            return (
              <TextField
                key={key}
                label={label}
                name={key}
                inputMode="numeric"
                autoComplete="off"
                value={draft[key]}
                onChange={(e) => {
                  const text = e.target.value;
                  setEdits((d) => ({ ...(d ?? draft), [key]: text }));
                }}
                hint={
                  row
                    ? `${row.verified ? 'Verified' : 'Self-reported, not verified yet'} · updated ${row.updated_at.slice(0, 10)}`
                    : 'Not entered: leave empty if you are not on it'
                }
              />
            );
          })}
          <SubmitButton sending={save.isPending} label="Save following" sendingLabel="Saving…" />
        </form>
      )}
    </div>
  );
}
