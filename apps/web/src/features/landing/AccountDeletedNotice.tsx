import { Alert, Container } from '@mantine/core';
import { MESSAGES, STORAGE_KEYS } from '@mentor/validation';
import { useState } from 'react';

/** What the deleting browser left in session storage (read once, then removed), or null. */
function takeNotice(): 'emailed' | 'deleted' | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEYS.accountDeleted);
    sessionStorage.removeItem(STORAGE_KEYS.accountDeleted);
    return value === 'emailed' || value === 'deleted' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The on-screen confirmation of a deleted account, at the top of the landing page the browser goes to: the
 * account and its data are gone, and (for a verified address) a confirmation mail is on its way.
 */
export function AccountDeletedNotice() {
  const [notice, setNotice] = useState(takeNotice);
  if (!notice) return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        role="status"
        color="teal"
        variant="light"
        title={MESSAGES.account.deletedTitle}
        withCloseButton
        closeButtonLabel="Close"
        onClose={() => setNotice(null)}
        data-testid="account-deleted-notice"
      >
        {MESSAGES.account.deleted}
        {notice === 'emailed' && ` ${MESSAGES.account.deletedEmailed}`}
      </Alert>
    </Container>
  );
}
