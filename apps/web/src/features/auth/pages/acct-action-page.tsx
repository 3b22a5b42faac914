import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Loader } from '../../../components/ui/loader';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import { useResetSession } from '../../../lib/auth';
import { completeSignup, resetPassword, verifyEmail } from '../api/auth-api';
import { FormErrors } from '../../../components/forms/form-errors';
import { NewPasswordForm } from '../components/new-password-form';
import { errorLines } from '../../../components/forms/use-submit';
import '../../../components/forms/forms.css';

// The mailed action links: /acct/action?mode=resetPassword|verifyEmail|completeSignup&oobCode=…
// (the code is not called `token`: spec §5 reserves ?token= for the auth token).

/** /acct/action: finishes what a mailed link started. */
export function AcctActionPage() {
  useDocumentTitle('Account');
  const params = new URLSearchParams(useLocation().search);
  const mode = params.get('mode');
  const code = params.get('oobCode');
  if (!code)
    return (
      <ActionError lines={['This link is incomplete: open the whole link from the e-mail.']} />
    );
  if (mode === 'resetPassword') return <ResetPassword code={code} />;
  if (mode === 'verifyEmail') return <VerifyEmail code={code} />;
  if (mode === 'completeSignup') return <CompleteSignup code={code} />;
  return <ActionError lines={['This link is not one we know.']} />;
}

function ActionError({ lines }: { lines: string[] }) {
  return (
    <section className="page auth-page">
      <h1>Account</h1>
      <FormErrors lines={lines} />
      <p className="auth-links">
        <Link to={paths.forgotPassword()}>Ask for a new link</Link>
        <Link to={paths.login()}>Log in</Link>
      </p>
    </section>
  );
}

function ResetPassword({ code }: { code: string }) {
  const [done, setDone] = useState(false);
  return (
    <section className="page auth-page">
      <h1>Choose a new password</h1>
      {done ? (
        <p className="auth-notice" role="status">
          Your password is changed and every session is signed out.{' '}
          <Link to={paths.login()}>Log in</Link> with the new one.
        </p>
      ) : (
        <NewPasswordForm
          label="Save Password"
          onSubmit={async ({ password }) => {
            await resetPassword(code, password);
            setDone(true);
          }}
        />
      )}
    </section>
  );
}

function VerifyEmail({ code }: { code: string }) {
  const resetSession = useResetSession();
  const [state, setState] = useState<
    { status: 'pending' | 'done' } | { status: 'failed'; lines: string[] }
  >({ status: 'pending' });
  useEffect(() => {
    let live = true;
    verifyEmail(code).then(
      () => {
        if (live) setState({ status: 'done' });
        void resetSession();
      },
      (error: unknown) => live && setState({ status: 'failed', lines: errorLines(error) }),
    );
    return () => {
      live = false;
    };
  }, [code, resetSession]);
  if (state.status === 'failed') return <ActionError lines={state.lines} />;
  return (
    <section className="page auth-page">
      <h1>Confirm your e-mail</h1>
      {state.status === 'pending' ? (
        <Loader label="Confirming your e-mail" />
      ) : (
        <p className="auth-notice" role="status">
          Thanks, your e-mail address is confirmed. <Link to={paths.home()}>Discover players</Link>
        </p>
      )}
    </section>
  );
}

function CompleteSignup({ code }: { code: string }) {
  const navigate = useNavigate();
  const resetSession = useResetSession();
  return (
    <section className="page auth-page">
      <h1>Finish your sign-up</h1>
      <p className="muted">Choose the password for your new account.</p>
      <NewPasswordForm
        label="Create Account"
        withName
        onSubmit={async (input) => {
          await completeSignup({ code, ...input });
          await resetSession();
          navigate(paths.profile(), { replace: true });
        }}
      />
    </section>
  );
}
