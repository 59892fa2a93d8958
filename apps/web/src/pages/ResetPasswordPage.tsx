import { MESSAGES } from '@mentor/validation';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { PublicCardPage } from '../layouts/PublicCardPage';

/** /reset-password?token=...: the password reset mail's link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <PublicCardPage title={MESSAGES.email.resetTitle}>
      <ResetPasswordForm token={params.get('token')} />
    </PublicCardPage>
  );
}
