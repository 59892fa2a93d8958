import { ActionIcon, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHAT_VIEW_TEXT, FEEDBACK_REASON_MAX, feedbackReasonFormSchema } from '@mentor/validation';
import {
  IconChevronLeft,
  IconChevronRight,
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import { useState } from 'react';
import { zodResolver } from '../../lib/form';
import type { ChatMessageOut } from './chat-types';

export type ReplyVersions = NonNullable<ChatMessageOut['versions']>;
export type ReplyFeedback = NonNullable<ChatMessageOut['feedback']>;

/** ‹ n/m › under a regenerated reply: the arrows show the previous or next version (it becomes the current one). */
export function VersionArrows({
  versions,
  onSelect,
  disabled,
}: {
  versions: ReplyVersions;
  /** Shows the version with this id. */
  onSelect?: (messageId: string) => void;
  disabled?: boolean;
}) {
  const previous = versions.ids[versions.index - 2];
  const next = versions.ids[versions.index];
  return (
    <Group gap={0} wrap="nowrap" data-testid="reply-versions">
      <ActionIcon
        className="tap-target"
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={CHAT_VIEW_TEXT.previousVersion}
        disabled={disabled || !onSelect || previous === undefined}
        onClick={() => previous && onSelect?.(previous)}
      >
        <IconChevronLeft size={14} aria-hidden />
      </ActionIcon>
      <Text size="xs" c="dimmed" miw={28} ta="center" aria-live="polite">
        {CHAT_VIEW_TEXT.versionOf(versions.index, versions.count)}
      </Text>
      <ActionIcon
        className="tap-target"
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={CHAT_VIEW_TEXT.nextVersion}
        disabled={disabled || !onSelect || next === undefined}
        onClick={() => next && onSelect?.(next)}
      >
        <IconChevronRight size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * Thumbs up and down on a reply (pressed shows the rating; pressing it again clears it). Thumbs down opens a small
 * optional reason box.
 */
export function FeedbackButtons({
  feedback,
  onRate,
}: {
  feedback: ReplyFeedback | null;
  onRate: (rating: 'up' | 'down' | null, reason?: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [thanked, setThanked] = useState(false);
  const rating = feedback?.rating ?? null;
  const rate = (value: 'up' | 'down') => {
    setThanked(false);
    if (rating === value) {
      setAsking(false);
      onRate(null);
      return;
    }
    onRate(value);
    setAsking(value === 'down');
  };
  return (
    <>
      <Tooltip label={CHAT_VIEW_TEXT.goodReply} withArrow openDelay={300}>
        <ActionIcon
          className="tap-target"
          variant="subtle"
          color={rating === 'up' ? 'brand' : 'gray'}
          size="sm"
          aria-label={CHAT_VIEW_TEXT.goodReply}
          aria-pressed={rating === 'up'}
          onClick={() => rate('up')}
        >
          {rating === 'up' ? (
            <IconThumbUpFilled size={14} aria-hidden />
          ) : (
            <IconThumbUp size={14} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={CHAT_VIEW_TEXT.badReply} withArrow openDelay={300}>
        <ActionIcon
          className="tap-target"
          variant="subtle"
          color={rating === 'down' ? 'red' : 'gray'}
          size="sm"
          aria-label={CHAT_VIEW_TEXT.badReply}
          aria-pressed={rating === 'down'}
          onClick={() => rate('down')}
        >
          {rating === 'down' ? (
            <IconThumbDownFilled size={14} aria-hidden />
          ) : (
            <IconThumbDown size={14} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
      {asking && rating === 'down' && (
        <ReasonForm
          initial={feedback?.reason ?? ''}
          onSend={(reason) => {
            setAsking(false);
            setThanked(true);
            onRate('down', reason);
          }}
        />
      )}
      {thanked && (
        <Text size="xs" c="dimmed" role="status">
          {CHAT_VIEW_TEXT.feedbackThanks}
        </Text>
      )}
    </>
  );
}

function ReasonForm({ initial, onSend }: { initial: string; onSend: (reason: string) => void }) {
  const form = useForm({
    initialValues: { reason: initial },
    validate: zodResolver(feedbackReasonFormSchema),
  });
  return (
    <form onSubmit={form.onSubmit((values) => onSend(values.reason))} style={{ flexBasis: '100%' }}>
      <Group gap="xs" wrap="nowrap" mt={4} align="flex-start">
        <TextInput
          size="xs"
          flex={1}
          autoFocus
          aria-label={CHAT_VIEW_TEXT.feedbackReasonLabel}
          placeholder={CHAT_VIEW_TEXT.feedbackReasonLabel}
          maxLength={FEEDBACK_REASON_MAX}
          {...form.getInputProps('reason')}
        />
        <Button type="submit" size="xs" variant="light">
          {CHAT_VIEW_TEXT.feedbackReasonSend}
        </Button>
      </Group>
    </form>
  );
}
