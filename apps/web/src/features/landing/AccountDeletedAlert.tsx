import '../../app-styles';
import { Alert, Container } from '@mantine/core';
import { MESSAGES } from '@mentor/validation/plain';

/** The alert of AccountDeletedNotice, loaded only when there is something to say (its styles are not the landing's). */
export default function AccountDeletedAlert({ emailed, onClose }: { emailed: boolean; onClose: () => void }) {
  return (
    <Container size="lg" pt="md">
      <Alert
        role="status"
        color="teal"
        variant="light"
        title={MESSAGES.account.deletedTitle}
        withCloseButton
        closeButtonLabel="Close"
        onClose={onClose}
        data-testid="account-deleted-notice"
      >
        {MESSAGES.account.deleted}
        {emailed && ` ${MESSAGES.account.deletedEmailed}`}
      </Alert>
    </Container>
  );
}
