import { ShowMoreButton } from '@mentor/ui';
import { ActionIcon, Alert, Button, Group, Menu, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES, SUMMARY_LABELS, type SummaryListItem } from '@mentor/validation';
import {
  IconAlertCircle,
  IconChevronDown,
  IconDownload,
  IconHistory,
  IconMarkdown,
  IconMessagePlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { dashboardPath } from '../../layouts/nav';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSessionWork } from '../chat/use-session-work';
import { exportSummaries, type SummariesExportFormat } from './export-summaries';
import { SummaryCard } from './SummaryCard';
import { SummarySkeletons } from './SummarySkeletons';
import { useFetchAllSummaries, useSummaries } from './use-summaries';

/** Downloads every summary (JSON or Markdown; all pages, not only those shown) and shows the export toast. */
async function runSummariesExport(
  fetchAll: () => Promise<SummaryListItem[]>,
  format: SummariesExportFormat,
): Promise<void> {
  try {
    exportSummaries(await fetchAll(), format);
    notifySuccess(MESSAGES.export.successTitle, SUMMARY_LABELS.exportSuccessBody);
  } catch {
    notifyError(MESSAGES.export.failTitle, MESSAGES.export.failBody);
  }
}

/** 'Export All' (JSON) with a menu offering Markdown; disabled until there is something to export. */
function ExportAllButton({ summaries }: { summaries: readonly SummaryListItem[] | undefined }) {
  const fetchAll = useFetchAllSummaries();
  const disabled = !summaries || summaries.length === 0;
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        leftSection={<IconDownload size={16} />}
        disabled={disabled}
        onClick={() => void runSummariesExport(fetchAll, 'json')}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        {SUMMARY_LABELS.exportAll}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            size={36}
            disabled={disabled}
            aria-label="More export formats"
            style={{
              borderTopLeftRadius: 0,
              borderBottomLeftRadius: 0,
              borderLeft: '1px solid var(--mantine-color-body)',
            }}
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconDownload size={16} />}
            onClick={() => void runSummariesExport(fetchAll, 'json')}
          >
            {SUMMARY_LABELS.exportJson}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconMarkdown size={16} />}
            onClick={() => void runSummariesExport(fetchAll, 'md')}
          >
            {SUMMARY_LABELS.exportMarkdown}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** 'No sessions yet' with a way into the chat view. */
function SummariesEmptyState() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconHistory size={24} />
        </ThemeIcon>
        <Title order={2} fz="lg" ta="center">
          {SUMMARY_LABELS.emptyTitle}
        </Title>
        <Text c="dimmed" ta="center" size="sm" maw={420}>
          {SUMMARY_LABELS.emptyBody}
        </Text>
        <Button
          component={Link}
          to={dashboardPath('chat')}
          leftSection={<IconMessagePlus size={18} />}
          mt="xs"
        >
          {SUMMARY_LABELS.emptyAction}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Dashboard view 'history': the session summaries, newest first, a page at a time ('Show more'), Export All. A
 * summary still being written shows once it is (the list is read again when the session's work is done).
 */
export default function HistoryView() {
  useSessionWork();
  const {
    summaries,
    isPending,
    isError,
    refetch,
    isFetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useSummaries();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {SUMMARY_LABELS.historyTitle}
          </Title>
          <Text c="dimmed">{SUMMARY_LABELS.historySubtitle}</Text>
        </Stack>
        <ExportAllButton summaries={summaries} />
      </Group>
      {isPending ? (
        <SummarySkeletons count={3} />
      ) : isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={SUMMARY_LABELS.loadFailed}>
          <Button
            variant="light"
            color="red"
            size="xs"
            mt="xs"
            loading={isFetching}
            onClick={() => void refetch()}
          >
            {SUMMARY_LABELS.retry}
          </Button>
        </Alert>
      ) : !summaries || summaries.length === 0 ? (
        <SummariesEmptyState />
      ) : (
        <Stack gap="md">
          {summaries.map((summary) => (
            <SummaryCard key={summary.id} summary={summary} />
          ))}
          <ShowMoreButton
            query={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
            label={SUMMARY_LABELS.showMore}
            style={{ alignSelf: 'center' }}
          />
        </Stack>
      )}
    </Stack>
  );
}
