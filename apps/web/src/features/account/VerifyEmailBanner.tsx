import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { MESSAGES, verifyBannerText, type PublicUser } from '@mentor/validation';
import { IconMailExclamation } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useResendVerification } from './use-account';

/** The banner's height, for screens sized to the viewport (the chat view subtracts it). */
const HEIGHT_VAR = '--verify-banner-height';

/**
 * Keeps HEIGHT_VAR on the document at the element's height while it is shown (measured before the first paint,
 * then on every resize: the text wraps on a phone).
 */
function useHeightVariable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(HEIGHT_VAR, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, []);
  return ref;
}

function Banner({ email }: { email: string }) {
  const resend = useResendVerification();
  const ref = useHeightVariable<HTMLDivElement>();
  return (
    <Box ref={ref} pb="md" data-testid="verify-banner">
      <Alert
        variant="light"
        color="yellow"
        radius="md"
        py="xs"
        // A landmark, not a live region: it is there when the screen opens, so there is nothing to announce (and
        // the screen's own status messages stay the only ones).
        role="region"
        aria-label={MESSAGES.email.verifyBannerLabel}
        icon={<IconMailExclamation size={18} aria-hidden />}
        styles={{ icon: { marginTop: 2 }, wrapper: { alignItems: 'flex-start' } }}
      >
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Text size="sm" style={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
            {verifyBannerText(email)}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {MESSAGES.email.verifyResend}
          </Button>
        </Group>
      </Alert>
    </Box>
  );
}

/**
 * Above every signed-in screen (dashboard and account layouts) until the address is verified: the address the
 * link went to and 'Send the link again'. Rendered from the user the route table already has, so it is there
 * from the first paint and never pushes the page down later.
 */
export function VerifyEmailBanner({ user }: { user: PublicUser }) {
  if (user.emailVerified) return null;
  return <Banner email={user.email} />;
}
