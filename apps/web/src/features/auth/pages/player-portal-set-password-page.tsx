import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import { useResetSession } from '../../../lib/auth';
import { completeSignup } from '../api/auth-api';
import { FormErrors } from '../../../components/forms/form-errors';
import { NewPasswordForm } from '../components/new-password-form';
import '../../../components/forms/forms.css';

/** /player-portal/set-password?oobCode=…: the first password of a portal applicant. */
export function PlayerPortalSetPasswordPage() {
  useDocumentTitle('Set Password');
  const code = new URLSearchParams(useLocation().search).get('oobCode');
  const navigate = useNavigate();
  const resetSession = useResetSession();
  return (
    <section className="page auth-page">
      <h1>Set your password</h1>
      {code ? (
        <NewPasswordForm
          label="Set Password"
          onSubmit={async ({ password }) => {
            await completeSignup({ code, password });
            await resetSession();
            navigate(paths.profile(), { replace: true });
          }}
        />
      ) : (
        <>
          <FormErrors lines={['Open this page from the link in your e-mail.']} />
          <Link to={paths.playerPortalSignUp()}>Start a claim</Link>
        </>
      )}
    </section>
  );
}
