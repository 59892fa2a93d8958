import { Text } from '@react-email/components';
import { FallbackLink, MailButton, MailLayout, styles } from './MailLayout';
import type { MailFrame, SignUpAttemptContent } from './types';

export function SignUpAttempt({ content, frame }: { content: SignUpAttemptContent; frame: MailFrame }) {
  return (
    <MailLayout frame={frame} preview={`Someone tried to sign up to ${frame.productName} with your address.`}>
      <Text style={styles.text}>
        {`Someone tried to create a ${frame.productName} account with `}
        <strong>{content.email}</strong>
        {', which already has one: yours. No new account was made, and nothing changed in yours.'}
      </Text>
      <Text style={styles.text}>If that was you, sign in instead:</Text>
      <MailButton href={content.signInUrl}>Sign in</MailButton>
      <Text style={styles.text}>{`Forgot your password? Choose a new one here: ${content.resetUrl}`}</Text>
      <Text style={styles.text}>If it wasn&apos;t you, you can ignore this email.</Text>
      <FallbackLink href={content.signInUrl} />
    </MailLayout>
  );
}
