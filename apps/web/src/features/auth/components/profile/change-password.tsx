import { useState } from 'react';
import { changePassword } from '../../api/auth-api';
import { NewPasswordForm } from '../new-password-form';
import { PasswordField } from '../../../../components/forms/password-field';

/** The current password is asked again; every other session is signed out on success. */
export function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [done, setDone] = useState(false);
  return (
    <div className="auth-section">
      <h2>Change password</h2>
      {done ? (
        <p className="auth-notice" role="status">
          Password changed. Your other devices are signed out.
        </p>
      ) : (
        <NewPasswordForm
          label="Change Password"
          onSubmit={async ({ password }) => {
            await changePassword(current, password);
            setDone(true);
          }}
        >
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
          />
        </NewPasswordForm>
      )}
    </div>
  );
}
