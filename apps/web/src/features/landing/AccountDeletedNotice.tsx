import { STORAGE_KEYS } from '@mentor/validation/plain';
import { lazy, Suspense, useState } from 'react';

const AccountDeletedAlert = lazy(() => import('./AccountDeletedAlert'));

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
 * account and its data are gone, and (for a verified address) a confirmation mail is on its way. Nothing is
 * loaded for any other visit.
 */
export function AccountDeletedNotice() {
  const [notice, setNotice] = useState(takeNotice);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <AccountDeletedAlert emailed={notice === 'emailed'} onClose={() => setNotice(null)} />
    </Suspense>
  );
}
