import { Stack } from '@mantine/core';
import { AccountStatusPanel } from '../features/account/AccountStatusPanel';
import { ProfileForm } from '../features/account/ProfileForm';
import { useCurrentUser } from '../features/auth/use-auth';

/** /account/profile: Profile Settings form and the Account Status panel. */
export default function AccountProfilePage() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <ProfileForm user={user} />
      <AccountStatusPanel user={user} />
    </Stack>
  );
}
