import { ActionIcon, Button, CopyButton, Group, Stack, Textarea, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHAT_MESSAGE_MAX, CHAT_VIEW_TEXT, editMessageFormSchema } from '@mentor/validation';
import { IconCheck, IconCopy, IconPencil, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { zodResolver } from '../../lib/form';
import classes from './ChatView.module.css';
import { FeedbackButtons, VersionArrows, type ReplyFeedback, type ReplyVersions } from './ReplyQuality';

function ActionButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        className="tap-target"
        aria-label={label}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export interface MessageActionsProps {
  /** The message's text, as copied. */
  content: string;
  align: 'left' | 'right';
  /** Regenerate (the last reply only). */
  onRegenerate?: () => void;
  /** Edit (the person's last message only). */
  onEdit?: () => void;
  /** A regenerated reply's versions (‹ n/m › arrows), and switching to another (the last reply only). */
  versions?: ReplyVersions | null;
  onSelectVersion?: (messageId: string) => void;
  /** Thumbs up and down (a mentor's saved reply): the person's rating, and rating it. */
  feedback?: ReplyFeedback | null;
  onRate?: (rating: 'up' | 'down' | null, reason?: string) => void;
}

/**
 * Under a message: the versions of a regenerated reply, Copy (with 'Copied' feedback), Regenerate or Edit where
 * they apply, and thumbs up and down on a reply.
 */
export function MessageActions({
  content,
  align,
  onRegenerate,
  onEdit,
  versions,
  onSelectVersion,
  feedback = null,
  onRate,
}: MessageActionsProps) {
  return (
    <Group
      gap={2}
      wrap="wrap"
      justify={align === 'right' ? 'flex-end' : 'flex-start'}
      className={classes.messageActions}
      data-testid="message-actions"
    >
      {versions && versions.count > 1 && <VersionArrows versions={versions} onSelect={onSelectVersion} />}
      <CopyButton value={content} timeout={2000}>
        {({ copied, copy }) => (
          <ActionButton label={copied ? CHAT_VIEW_TEXT.copied : CHAT_VIEW_TEXT.copyMessage} onClick={copy}>
            {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          </ActionButton>
        )}
      </CopyButton>
      {onEdit && (
        <ActionButton label={CHAT_VIEW_TEXT.editAria} onClick={onEdit}>
          <IconPencil size={14} aria-hidden />
        </ActionButton>
      )}
      {onRegenerate && (
        <ActionButton label={CHAT_VIEW_TEXT.regenerateAria} onClick={onRegenerate}>
          <IconRefresh size={14} aria-hidden />
        </ActionButton>
      )}
      {onRate && <FeedbackButtons feedback={feedback} onRate={onRate} />}
    </Group>
  );
}

export interface MessageEditorProps {
  initial: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** The inline editor of the person's last message: Save and resend (Ctrl/Cmd+Enter) or Cancel (Escape). */
export function MessageEditor({ initial, onSave, onCancel }: MessageEditorProps) {
  const form = useForm({
    initialValues: { message: initial },
    validate: zodResolver(editMessageFormSchema),
  });
  const submit = form.onSubmit((values) => onSave(values.message));
  return (
    <form onSubmit={submit} className={classes.editor} data-testid="message-editor">
      <Stack gap="xs">
        <Textarea
          aria-label={CHAT_VIEW_TEXT.editLabel}
          autoFocus
          autosize
          minRows={2}
          maxRows={10}
          {...form.getInputProps('message')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              submit();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              onCancel();
            }
          }}
          description={`${form.values.message.length} / ${CHAT_MESSAGE_MAX}`}
          inputWrapperOrder={['input', 'error', 'description']}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onCancel}>
            {CHAT_VIEW_TEXT.cancel}
          </Button>
          <Button type="submit" size="xs">
            {CHAT_VIEW_TEXT.saveEdit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
