import { Button, Center, Loader, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import {
  ADMIN_TABS,
  ADMIN_UI,
  ROUTES,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SECTION_ID,
  type AdminTab,
} from '@mentor/validation';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AiOversightTab } from './AiOversightTab';
import { AnalyticsTab } from './AnalyticsTab';
import { BillingTab } from './BillingTab';
import { OutboxTab } from './OutboxTab';
import { OverviewTab } from './OverviewTab';
import { SettingsTab } from './SettingsTab';
import { UsersTab } from './UsersTab';
import { isForbidden, useAdminUserStats } from './use-admin';

const PANELS: Record<AdminTab, ComponentType> = {
  overview: OverviewTab,
  users: UsersTab,
  billing: BillingTab,
  ai: AiOversightTab,
  analytics: AnalyticsTab,
  outbox: OutboxTab,
  settings: SettingsTab,
};

function isTab(value: string | null): value is AdminTab {
  return value !== null && (ADMIN_TABS as readonly string[]).includes(value);
}

/** What a member sees at /admin: the server refused (403), so there is nothing to show but the way back. */
function NoAccess() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {ADMIN_UI.noAccessTitle}
        </Title>
        <Text c="dimmed">{ADMIN_UI.noAccessBody}</Text>
        <Button component={Link} to={ROUTES.dashboard} variant="light">
          {ADMIN_UI.backToDashboard}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * An admin without two-factor sign-in while the admins' setting requires it: the server refuses every admin call
 * with the message that says so; this leads to the Profile section that sets it up.
 */
function TwoFactorRequired() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={520} ta="center" role="alert">
        <ThemeIcon size={48} radius="xl" variant="light" color="orange">
          <IconShieldLock size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {TWO_FACTOR_MESSAGES.sectionTitle}
        </Title>
        <Text c="dimmed">{TWO_FACTOR_MESSAGES.adminRequired}</Text>
        <Button component={Link} to={`${ROUTES.profile}#${TWO_FACTOR_SECTION_ID}`}>
          {TWO_FACTOR_MESSAGES.adminSetUp}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * The Admin Dashboard: seven tabs, the open one in the URL (`?tab=users`) so a reload keeps it. The user stats
 * call doubles as the access check: a member gets 403 from the server and sees the no-access state.
 */
export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const access = useAdminUserStats();
  const raw = params.get('tab');
  const tab: AdminTab = isTab(raw) ? raw : 'overview';

  if (access.isError && isForbidden(access.error)) {
    return (
      <div>
        {access.error.message === TWO_FACTOR_MESSAGES.adminRequired ? <TwoFactorRequired /> : <NoAccess />}
      </div>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {ADMIN_UI.heading}
      </Title>
      {access.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Tabs
          value={tab}
          onChange={(v) => {
            if (isTab(v)) setParams(v === 'overview' ? {} : { tab: v });
          }}
          keepMounted={false}
        >
          {/* The tabs wrap onto a second row on a phone rather than run off-screen with no cue (issue 24). */}
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {ADMIN_TABS.map((t) => (
              <Tabs.Tab key={t} value={t} style={{ flexShrink: 0 }}>
                {ADMIN_UI.tabs[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ADMIN_TABS.map((t) => {
            const Panel = PANELS[t];
            return (
              <Tabs.Panel key={t} value={t} pt="lg">
                <Panel />
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </Stack>
  );
}
