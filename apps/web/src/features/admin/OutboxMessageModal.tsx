import {
  Alert,
  Center,
  Code,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGES, type OutboxItem, type OutboxMessage } from '@mentor/validation';
import type { ReactNode } from 'react';
import { PHONE_QUERY } from './format';
import { LoadFailed } from './LoadFailed';
import { dateTimeLabel, KIND_LABELS } from './outbox-labels';
import { StatusBadge } from './OutboxStatusBadge';
import { useOutboxMessage } from './use-admin';

const E = MESSAGES.email;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One message whole: who and when, the headers, the HTML (sandboxed: it is untrusted) and the plain text. */
function MessageView({ message }: { message: OutboxMessage }) {
  const headers = Object.entries(message.headers);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <Fact label={E.outboxFrom}>{message.from ?? '—'}</Fact>
        <Fact label={E.outboxTo}>{message.to}</Fact>
        <Fact label={E.outboxKind}>{KIND_LABELS[message.kind]}</Fact>
        <Fact label={E.outboxStatus}>
          <Group gap="xs">
            <StatusBadge status={message.status} />
            <Text size="xs" c="dimmed">
              {E.outboxAttempts}: {message.attempts}
            </Text>
          </Group>
        </Fact>
        <Fact label={E.outboxCreated}>{dateTimeLabel(message.createdAt)}</Fact>
        <Fact label={E.outboxSentAt}>{dateTimeLabel(message.sentAt)}</Fact>
      </SimpleGrid>
      {message.lastError && (
        <Alert color="red" variant="light" title={E.outboxLastError} p="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {message.lastError}
          </Text>
        </Alert>
      )}
      <Section title={E.outboxHeaders}>
        {headers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {E.outboxNoPart}
          </Text>
        ) : (
          <Table fz="xs" verticalSpacing={4} style={{ tableLayout: 'fixed' }} data-testid="outbox-headers">
            <Table.Tbody>
              {headers.map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Th scope="row" w="34%" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Table.Th>
                  <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <Section title={E.outboxHtml}>
        {message.html === null ? (
          <Text size="sm" c="dimmed">
            {E.outboxNoPart}
          </Text>
        ) : (
          // No allow-* token: no scripts, no forms, no same origin, no navigation of this page.
          <iframe
            sandbox=""
            srcDoc={message.html}
            title={E.outboxHtmlFrame}
            style={{
              width: '100%',
              height: 'min(60vh, 520px)',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
              background: 'white',
            }}
          />
        )}
      </Section>
      <Section title={E.outboxText}>
        {message.text === null ? (
          <Text size="sm" c="dimmed">
            {E.outboxNoPart}
          </Text>
        ) : (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Code>
        )}
      </Section>
    </Stack>
  );
}

interface MessageModalProps {
  /** The message last opened (kept while the dialog closes, so its title stays). */
  item: OutboxItem | null;
  opened: boolean;
  onClose: () => void;
}

/** The dialog that shows one message of the Outbox whole (full screen on a phone). */
export function MessageModal({ item, opened, onClose }: MessageModalProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const message = useOutboxMessage(item?.id ?? null);
  return (
    <Modal
      opened={opened && item !== null}
      onClose={onClose}
      title={item?.subject ?? E.outboxNoSubject}
      size="xl"
      fullScreen={phone}
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
    >
      {message.isError ? (
        <LoadFailed queries={[message]} />
      ) : message.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <MessageView message={message.data} />
      )}
    </Modal>
  );
}
