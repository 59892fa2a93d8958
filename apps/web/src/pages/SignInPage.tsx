import { Alert, Tabs } from '@mantine/core';
import { MESSAGES, PRODUCT_NAME, TRIAL_DAYS, loginHintEmail } from '@mentor/validation';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RegisterForm } from '../features/auth/RegisterForm';
import { SignInForm } from '../features/auth/SignInForm';
import { PasskeySignInButton } from '../features/two-factor/PasskeySignInButton';
import { PublicCardPage } from '../layouts/PublicCardPage';

type Tab = 'sign-in' | 'register';

/** /sign-in: where GET /api/login sends a signed-out browser when no identity provider is configured. */
export default function SignInPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'register' ? 'register' : 'sign-in');
  // The identity provider's sign-in came back refused: failed, or the account is banned.
  const error = params.get('error');
  const errorMessage =
    error === 'banned' ? MESSAGES.auth.banned : error === 'oidc' ? MESSAGES.auth.oidcFailed : null;
  // The email typed on the landing page (GET /api/login?email= carries it here), checked before it is shown.
  const email = loginHintEmail(params.get('email')) ?? '';

  return (
    <PublicCardPage
      title={tab === 'sign-in' ? 'Welcome back' : `Start with ${PRODUCT_NAME}`}
      description={
        tab === 'sign-in'
          ? 'Sign in to continue your mentoring sessions.'
          : `Create your account: ${TRIAL_DAYS}-day free trial, no credit card.`
      }
      alert={
        errorMessage && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage}
          </Alert>
        )
      }
    >
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'register' ? 'register' : 'sign-in')}
        keepMounted={false}
      >
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="sign-in">Sign in</Tabs.Tab>
          <Tabs.Tab value="register">Create account</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sign-in">
          <SignInForm initialEmail={email} />
          <PasskeySignInButton />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterForm initialEmail={email} />
        </Tabs.Panel>
      </Tabs>
    </PublicCardPage>
  );
}
