import { SignUpPage } from '../../features/auth/pages/sign-up-page';

export function SignUpRoute() {
  return <SignUpPage />;
}
