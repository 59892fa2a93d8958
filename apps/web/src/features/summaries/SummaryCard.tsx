import { Badge, Button, Card, Checkbox, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import {
  actionItemLabel,
  formatDisplayDate,
  MESSAGES,
  normaliseSentiment,
  PREVIEW_ITEMS,
  SENTIMENT_LABELS,
  showAllLabel,
  SUMMARY_LABELS,
  type Sentiment,
  type SummaryListItem,
} from '@mentor/validation';
import { IconArrowsMaximize, IconMessages } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { chatSessionPath } from '../../layouts/nav';
import { useInstantValue } from '../../lib/use-instant-value';
import { useToggleActionItem } from './use-summaries';

const SENTIMENT_COLORS: Record<Sentiment, string> = { positive: 'green', negative: 'red', neutral: 'gray' };

/** Sentiment badge: positive green, negative red, anything else neutral gray. */
export function SentimentBadge({ sentiment }: { sentiment: string }) {
  const value = normaliseSentiment(sentiment);
  return (
    <Badge color={SENTIMENT_COLORS[value]} variant="light" data-sentiment={value} style={{ flexShrink: 0 }}>
      {SENTIMENT_LABELS[value]}
    </Badge>
  );
}

/** A list that shows PREVIEW_ITEMS entries until 'Show all {n}' is pressed ('Show less' folds it again). */
function PreviewList<T>({
  items,
  label,
  expanded: startExpanded = false,
  children,
}: {
  items: readonly T[];
  label: string;
  expanded?: boolean;
  /** Renders the entries shown (the first ones of `items`, in order, so an entry's index is its index in `items`). */
  children: (shown: readonly T[]) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(startExpanded);
  if (items.length === 0) return null;
  const shown = expanded ? items : items.slice(0, PREVIEW_ITEMS);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children(shown)}
      {items.length > PREVIEW_ITEMS && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          style={{ alignSelf: 'flex-start' }}
        >
          {expanded ? SUMMARY_LABELS.showLess : showAllLabel(items.length)}
        </Button>
      )}
    </Stack>
  );
}

function ActionItemRow({
  summaryId,
  index,
  item,
  now,
}: {
  summaryId: string;
  index: number;
  item: SummaryListItem['actionItems'][number];
  now: Date;
}) {
  const toggle = useToggleActionItem();
  const completed = useInstantValue(item.completed);
  const { label, color } = actionItemLabel({ ...item, completed: completed.value }, now);
  return (
    // On a narrow card the label wraps under the text (right-aligned) instead of squeezing it.
    <Group gap="xs" wrap="wrap" align="flex-start" justify="space-between" data-testid="action-item">
      <Checkbox
        checked={completed.value}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          completed.begin(checked);
          toggle.mutate({ summaryId, index, completed: checked }, { onSettled: completed.settle });
        }}
        label={
          <Text
            size="sm"
            td={completed.value ? 'line-through' : undefined}
            c={completed.value ? 'dimmed' : undefined}
          >
            {item.text}
          </Text>
        }
        styles={{ body: { alignItems: 'flex-start' } }}
        style={{ flex: '1 1 14rem', minWidth: 0 }}
      />
      <Badge
        color={color}
        variant={color === 'red' ? 'filled' : 'light'}
        size="sm"
        style={{ flexShrink: 0, marginLeft: 'auto' }}
        data-color={color}
      >
        {label}
      </Badge>
    </Group>
  );
}

function TextSection({ label, text, clamp }: { label: string; text: string; clamp?: number }) {
  if (!text.trim()) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={clamp}>
        {text}
      </Text>
    </Stack>
  );
}

interface SummaryBodyProps {
  summary: SummaryListItem;
  now: Date;
  compact: boolean;
  /** Every insight and action item shown from the start (the details modal). */
  expanded?: boolean;
}

function SummaryBody({ summary, now, compact, expanded = false }: SummaryBodyProps) {
  return (
    <Stack gap={compact ? 'sm' : 'md'}>
      <Text
        size="sm"
        lineClamp={compact ? 3 : undefined}
        style={{ whiteSpace: 'pre-line' }}
        data-testid="summary-text"
      >
        {summary.summary}
      </Text>
      {!compact && <TextSection label={SUMMARY_LABELS.progressMade} text={summary.progressMade} />}
      <PreviewList items={summary.keyInsights} label={SUMMARY_LABELS.keyInsights} expanded={expanded}>
        {(shown) => (
          <List size="sm" spacing={4}>
            {shown.map((insight, index) => (
              <List.Item key={index}>{insight}</List.Item>
            ))}
          </List>
        )}
      </PreviewList>
      <PreviewList items={summary.actionItems} label={SUMMARY_LABELS.actionItems} expanded={expanded}>
        {(shown) => (
          <Stack gap={6}>
            {shown.map((item, index) => (
              <ActionItemRow key={index} summaryId={summary.id} index={index} item={item} now={now} />
            ))}
          </Stack>
        )}
      </PreviewList>
      {!compact && <TextSection label={SUMMARY_LABELS.nextSteps} text={summary.nextSteps} />}
    </Stack>
  );
}

function SummaryHeader({ summary, compact }: { summary: SummaryListItem; compact: boolean }) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Title order={3} fz={compact ? 'sm' : 'md'} lineClamp={2}>
          {summary.sessionTitle}
        </Title>
        <Text size="xs" c="dimmed">
          <time dateTime={summary.createdAt}>{formatDisplayDate(summary.createdAt)}</time>
          {' · '}
          {summary.mentorName || SUMMARY_LABELS.mentorFallback}
        </Text>
      </Stack>
      <SentimentBadge sentiment={summary.sentiment} />
    </Group>
  );
}

export interface SummaryCardProps {
  summary: SummaryListItem;
  /** The Overview's condensed card: summary cut to 3 lines, no progress made or next steps (the modal has them). */
  compact?: boolean;
  /** 'Today' for the action item labels (tests pass a fixed date). */
  now?: Date;
}

/**
 * A session summary card (spec section 2): date, sentiment badge, summary, progress made, key insights and
 * action items (3 shown until 'Show all {n}'), next steps. Action items tick done from the card.
 * 'View details' opens a modal with the whole summary; 'View full chat' opens the session in the chat view.
 */
export function SummaryCard({ summary, compact = false, now = new Date() }: SummaryCardProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  return (
    <Card
      withBorder
      radius="md"
      padding={compact ? 'md' : 'lg'}
      component="article"
      aria-label={summary.sessionTitle}
      data-testid="summary-card"
    >
      <Stack gap={compact ? 'sm' : 'md'}>
        <SummaryHeader summary={summary} compact={compact} />
        <SummaryBody summary={summary} now={now} compact={compact} />
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            size={compact ? 'xs' : 'sm'}
            leftSection={<IconArrowsMaximize size={16} />}
            onClick={() => setDetailsOpen(true)}
          >
            {MESSAGES.summaries.viewDetails}
          </Button>
          {/* A summary kept after its session was deleted has no chat to open. */}
          {summary.sessionId !== null && (
            <Button
              component={Link}
              to={chatSessionPath(summary.sessionId)}
              variant="default"
              size={compact ? 'xs' : 'sm'}
              leftSection={<IconMessages size={16} />}
            >
              {MESSAGES.summaries.viewFullChat}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={detailsOpen}
        onClose={() => setDetailsOpen(false)}
        title={<SummaryHeaderTitle summary={summary} />}
        size="lg"
      >
        {detailsOpen && (
          <Stack gap="md">
            <Group gap="xs">
              <SentimentBadge sentiment={summary.sentiment} />
            </Group>
            <SummaryBody summary={summary} now={now} compact={false} expanded />
            {summary.sessionId !== null && (
              <Group justify="flex-end">
                <Button
                  component={Link}
                  to={chatSessionPath(summary.sessionId)}
                  leftSection={<IconMessages size={16} />}
                >
                  {MESSAGES.summaries.viewFullChat}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Modal>
    </Card>
  );
}

function SummaryHeaderTitle({ summary }: { summary: SummaryListItem }) {
  return (
    <Stack gap={2}>
      <Text fw={700}>{summary.sessionTitle}</Text>
      <Text size="xs" c="dimmed">
        {formatDisplayDate(summary.createdAt)} · {summary.mentorName || SUMMARY_LABELS.mentorFallback}
      </Text>
    </Stack>
  );
}
