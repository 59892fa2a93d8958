import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ADMIN_UI, MENTOR_TYPE_LABELS, ROUTES, type AdminSettings } from '@mentor/validation';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from './LoadFailed';
import { SignInSecurityPanel } from './SignInSecurityPanel';
import { useAdminSettings, useMentorList } from './use-admin';

const T = ADMIN_UI.settings;

function Panel({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {title}
          </Title>
          {children}
        </Stack>
        <Group>{action}</Group>
      </Stack>
    </Card>
  );
}

function Rows({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Table>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function providerLabel(ai: AdminSettings['ai']): string {
  if (ai.provider === 'offline') return T.providerOffline;
  return ai.customBaseUrl ? T.providerOpenaiCustom : T.providerOpenai;
}

/**
 * Settings: what the server runs with, read-only (it comes from the server's environment). Each panel's button
 * goes where that thing can be looked at or changed (docs/decisions.md). Below them, the one setting admins change
 * here: sign-in security.
 */
export function SettingsTab() {
  const settings = useAdminSettings();
  const mentors = useMentorList();
  const s = settings.data;
  return (
    <Stack gap="lg">
      <LoadFailed queries={[settings]} />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Panel
          title={T.aiTitle}
          action={
            <Button component={Link} to={`${ROUTES.admin}?tab=ai`} variant="light">
              {T.aiAction}
            </Button>
          }
        >
          {s ? (
            <>
              <Rows
                rows={[
                  [T.provider, providerLabel(s.ai)],
                  ...(s.ai.models
                    ? ([
                        [T.chatModel, s.ai.models.chat],
                        [T.summaryModel, s.ai.models.summary],
                        [T.transcriptionModel, s.ai.models.transcription],
                        [T.speechModel, s.ai.models.speech],
                      ] as Array<[string, string]>)
                    : ([[T.chatModel, T.offlineModel]] as Array<[string, string]>)),
                ]}
              />
              <Text size="sm" c="dimmed">
                {T.aiHint}
              </Text>
            </>
          ) : (
            <Skeleton h={120} />
          )}
        </Panel>
        <Panel
          title={T.mentorsTitle}
          action={
            <Button component={Link} to={`${ROUTES.dashboard}/chat`} variant="light">
              {T.mentorsAction}
            </Button>
          }
        >
          {mentors.data ? (
            <Stack gap="sm">
              {mentors.data.map((m) => (
                <div key={m.id}>
                  <Group gap="xs">
                    <Text fw={500}>{m.name}</Text>
                    <Badge size="xs" variant="light">
                      {MENTOR_TYPE_LABELS[m.type]}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {m.description}
                  </Text>
                </div>
              ))}
            </Stack>
          ) : mentors.isError ? (
            <LoadFailed queries={[mentors]} />
          ) : (
            <Skeleton h={120} />
          )}
        </Panel>
        <Panel
          title={T.limitsTitle}
          action={
            <Button component={Link} to={`${ROUTES.admin}?tab=users`} variant="light">
              {T.limitsAction}
            </Button>
          }
        >
          {s ? (
            <Rows
              rows={[
                [T.starterSessions, String(s.limits.starterSessionsPerMonth)],
                [T.sessionLength, ADMIN_UI.stats.minutes(s.limits.sessionLengthMinutes)],
                [T.chatMessageMax, T.characters(s.limits.chatMessageMax)],
                [T.trialDays, T.days(s.limits.trialDays)],
              ]}
            />
          ) : (
            <Skeleton h={120} />
          )}
        </Panel>
      </SimpleGrid>
      <SignInSecurityPanel />
    </Stack>
  );
}
