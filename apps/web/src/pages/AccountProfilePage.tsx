import { Stack } from '@mantine/core';
import { AccountStatusPanel } from '../features/account/AccountStatusPanel';
import { MemorySettings } from '../features/account/MemorySettings';
import { ProfileForm } from '../features/account/ProfileForm';
import { useCurrentUser } from '../features/auth/use-auth';

/** /account/profile: Profile Settings form, the Account Status panel and the Long-term memory settings. */
export default function AccountProfilePage() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <ProfileForm user={user} />
      <AccountStatusPanel user={user} />
      <MemorySettings user={user} />
    </Stack>
  );
}
