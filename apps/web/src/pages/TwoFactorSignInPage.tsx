import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES, TWO_FACTOR_MESSAGES as M } from '@mentor/validation';
import { Link } from 'react-router';
import { TwoFactorStepForm } from '../features/two-factor/TwoFactorStepForm';
import { useTwoFactorChallenge } from '../features/two-factor/use-two-factor-step';
import { PublicCardPage } from '../layouts/PublicCardPage';

/**
 * /sign-in/two-factor: the second step of a sign-in of an account with two-factor sign-in (the password or the
 * identity provider was the first). Without a sign-in waiting for it, it says so and links back to sign in.
 */
export default function TwoFactorSignInPage() {
  const challenge = useTwoFactorChallenge();
  return (
    <PublicCardPage title={M.stepTitle} description={M.stepDescription}>
      {challenge.isPending && (
        <Center py="md">
          <Loader aria-label={MESSAGES.auth.loading} />
        </Center>
      )}
      {challenge.data && <TwoFactorStepForm challenge={challenge.data} />}
      {(challenge.isError || challenge.data === null) && (
        <Stack gap="sm" align="center">
          <Text size="sm" ta="center" role="alert">
            {M.noPendingSignIn}
          </Text>
        </Stack>
      )}
      {!challenge.isPending && (
        <Center mt="md">
          <Anchor component={Link} to="/sign-in" size="sm">
            {M.backToSignIn}
          </Anchor>
        </Center>
      )}
    </PublicCardPage>
  );
}
