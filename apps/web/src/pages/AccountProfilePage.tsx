import { Stack } from '@mantine/core';
import { CalendarFeedCard } from '../features/calendar/CalendarFeedCard';
import { AccountStatusPanel } from '../features/account/AccountStatusPanel';
import { ActiveSessions } from '../features/account/ActiveSessions';
import { ChangePasswordCard } from '../features/account/ChangePasswordCard';
import { DeleteAccountCard } from '../features/account/DeleteAccountCard';
import { EmailPreferences } from '../features/account/EmailPreferences';
import { MemorySettings } from '../features/account/MemorySettings';
import { MentoringProfileCard } from '../features/account/MentoringProfileCard';
import { ProfileForm } from '../features/account/ProfileForm';
import { useCurrentUser } from '../features/auth/use-auth';
import { PasskeysCard } from '../features/two-factor/PasskeysCard';
import { TwoFactorCard } from '../features/two-factor/TwoFactorCard';

/**
 * /account/profile: Profile Settings form, the Account Status panel, the mentoring profile (onboarding answers),
 * the Long-term memory settings, the email preferences, the calendar feed, the account's security (password,
 * two-factor sign-in, passkeys, active sessions) and deleting the account.
 */
export default function AccountProfilePage() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <ProfileForm user={user} />
      <AccountStatusPanel user={user} />
      <MentoringProfileCard user={user} />
      <MemorySettings user={user} />
      <EmailPreferences user={user} />
      <CalendarFeedCard />
      <ChangePasswordCard />
      <TwoFactorCard />
      <PasskeysCard />
      <ActiveSessions />
      <DeleteAccountCard email={user.email} />
    </Stack>
  );
}
