import { MESSAGES, loginHintEmail } from '@mentor/validation';
import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm';
import { PublicCardPage } from '../layouts/PublicCardPage';

/** /forgot-password: asks for a reset link, starting with the address typed on sign-in (?email=, checked). */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const email = loginHintEmail(params.get('email')) ?? '';
  return (
    <PublicCardPage title={MESSAGES.email.forgotTitle} description={MESSAGES.email.forgotBody}>
      <ForgotPasswordForm initialEmail={email} />
    </PublicCardPage>
  );
}
