import type { EmailMode } from '@hoopdex/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useNotificationSettings, useSetEmailMode } from '../api/notification-settings';

const choices: Array<{ value: EmailMode; label: string }> = [
  { value: 'off', label: 'Off' },
  { value: 'each', label: 'Each alert' },
  { value: 'digest', label: 'Daily digest' },
];

/** How alerts come by e-mail: never, one mail per alert, or one digest a day. */
export function EmailPreference() {
  const settings = useNotificationSettings();
  const save = useSetEmailMode();
  // The choice is shown in the render of the click itself, while it is saved. Read from the
  // mutation (whose state reaches React a tick later) the controlled radio sprang back to the
  // old value for a moment: a flicker, and a click that did not take under load (a CI flake).
  // Once saved the settings query holds the new value; on an error the old one shows again.
  const [picked, setPicked] = useState<EmailMode | null>(null);
  const current = picked ?? settings.data?.email;
  const choose = (mode: EmailMode) => {
    setPicked(mode);
    save.mutate(mode, { onSettled: () => setPicked(null) });
  };
  return (
    <fieldset className="notifications__email" disabled={settings.isPending || save.isPending}>
      <legend>Alerts by e-mail</legend>
      {choices.map((c) => (
        <label key={c.value} className="notifications__choice">
          <input
            type="radio"
            name="alert-email"
            value={c.value}
            checked={current === c.value}
            onChange={() => choose(c.value)}
          />
          {c.label}
        </label>
      ))}
      {save.isError ? (
        <p role="alert" className="form-error">
          {save.error instanceof ApiError ? save.error.message : 'Could not save your choice'}
        </p>
      ) : null}
      {settings.isError ? <p className="muted">Could not load your e-mail choice.</p> : null}
    </fieldset>
  );
}
