import { Text } from '@react-email/components';
import { FallbackLink, MailButton, MailLayout, styles } from './MailLayout';
import type { MailFrame, PasswordResetContent } from './types';

export function PasswordReset({ content, frame }: { content: PasswordResetContent; frame: MailFrame }) {
  const minutes = content.expiresMinutes;
  return (
    <MailLayout frame={frame} preview={`Set a new password for your ${frame.productName} account.`}>
      <Text style={styles.text}>
        {`Someone (hopefully you) asked to reset the password of your ${frame.productName} account.`}
      </Text>
      <MailButton href={content.resetUrl}>Set a new password</MailButton>
      <Text style={styles.text}>
        {`This link works for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and can be used once.`}
      </Text>
      <Text style={styles.text}>
        If you didn&apos;t ask, ignore this email: your password stays as it is.
      </Text>
      <FallbackLink href={content.resetUrl} />
    </MailLayout>
  );
}
