import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { CHAT_VIEW_TEXT } from '@mentor/validation';
import { useState } from 'react';
import type { ChatSessionOut } from './chat-types';

export interface DeleteSessionDialogProps {
  /** The session to delete; null closes the dialog. */
  session: ChatSessionOut | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (session: ChatSessionOut, keepSummary: boolean) => void;
}

function DeleteBody({
  session,
  deleting,
  onCancel,
  onConfirm,
}: Omit<DeleteSessionDialogProps, 'session'> & { session: ChatSessionOut }) {
  const [alsoSummary, setAlsoSummary] = useState(false);
  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {session.title}
      </Text>
      <Text size="sm">{CHAT_VIEW_TEXT.deleteBody}</Text>
      <Checkbox
        label={CHAT_VIEW_TEXT.deleteSummaryLabel}
        checked={alsoSummary}
        onChange={(event) => setAlsoSummary(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed" data-testid="delete-summary-outcome">
        {alsoSummary ? CHAT_VIEW_TEXT.deleteRemovesSummary : CHAT_VIEW_TEXT.deleteKeepsSummary}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {CHAT_VIEW_TEXT.cancel}
        </Button>
        <Button color="red" loading={deleting} onClick={() => onConfirm(session, !alsoSummary)}>
          {CHAT_VIEW_TEXT.deleteConfirm}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks before a session is deleted, and whether its summary goes too (it stays in History unless ticked). */
export function DeleteSessionDialog({ session, ...rest }: DeleteSessionDialogProps) {
  return (
    <Modal opened={session !== null} onClose={rest.onCancel} title={CHAT_VIEW_TEXT.deleteTitle} centered>
      {session && <DeleteBody key={session.id} session={session} {...rest} />}
    </Modal>
  );
}
