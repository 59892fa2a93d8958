import { Text } from '@react-email/components';
import { MailLayout, styles } from './MailLayout';
import type { AccountDeletedContent, MailFrame } from './types';

/** The confirmation that an account was deleted, sent to its verified address once the data is gone. */
export function AccountDeleted({ content, frame }: { content: AccountDeletedContent; frame: MailFrame }) {
  return (
    <MailLayout frame={frame} preview={`Your ${frame.productName} account was deleted.`}>
      <Text style={styles.text}>
        {`Your ${frame.productName} account (${content.email}) was deleted on ${content.deletedOn}, with its ` +
          'profile, sessions, summaries, goals, memories and inspiration board.'}
      </Text>
      <Text style={styles.text}>
        Nothing of it can be restored, and you will get no more mail from us at this address.
      </Text>
      <Text style={styles.text}>
        {`If you didn't delete your account, someone who knew your password did: reply to this email, and use ` +
          `the same password nowhere else.`}
      </Text>
    </MailLayout>
  );
}
