import { Text } from '@react-email/components';
import { FallbackLink, MailButton, MailLayout, styles } from './MailLayout';
import type { MailFrame, VerifyEmailContent } from './types';

export function VerifyEmail({ content, frame }: { content: VerifyEmailContent; frame: MailFrame }) {
  return (
    <MailLayout
      frame={frame}
      preview={`Confirm your email address to finish setting up ${frame.productName}.`}
    >
      <Text style={styles.text}>
        Please confirm that <strong>{content.email}</strong>
        {` is your email address for ${frame.productName}.`}
      </Text>
      <MailButton href={content.verifyUrl}>Verify email address</MailButton>
      <Text style={styles.text}>
        {`This link works for ${content.expiresHours} ${content.expiresHours === 1 ? 'hour' : 'hours'}.`}
      </Text>
      <Text style={styles.text}>If you didn&apos;t create an account, you can ignore this email.</Text>
      <FallbackLink href={content.verifyUrl} />
    </MailLayout>
  );
}
