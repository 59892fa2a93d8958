import { Text } from '@react-email/components';
import { FallbackLink, MailButton, MailLayout, styles } from './MailLayout';
import type { MailFrame, SignInAlertContent } from './types';

export function SignInAlert({ content, frame }: { content: SignInAlertContent; frame: MailFrame }) {
  const addresses =
    content.addresses === 1 ? 'one network address' : `${content.addresses} network addresses`;
  return (
    <MailLayout frame={frame} preview={`Someone is trying to sign in to your ${frame.productName} account.`}>
      <Text style={styles.text}>
        {`In the last hour there were ${content.failures} failed attempts to sign in to your ${frame.productName} account `}
        <strong>{content.email}</strong>
        {`, from ${addresses}.`}
      </Text>
      <Text style={styles.text}>
        {
          'If that was you, there is nothing to do. If not, your password held: we slow further attempts down, and your sessions stay signed in. To be safe, choose a new password; that also ends every other session.'
        }
      </Text>
      <MailButton href={content.resetUrl}>Choose a new password</MailButton>
      <Text style={styles.text}>
        {`You can also see where you are signed in on your Profile page: ${content.sessionsUrl}`}
      </Text>
      <FallbackLink href={content.resetUrl} />
    </MailLayout>
  );
}
