import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EXPORT_DATA_TYPE_DESCRIPTIONS,
  EXPORT_DATA_TYPE_LABELS,
  EXPORT_DATA_TYPES,
  EXPORT_SIZE_LABELS,
  estimatedExportSizeLabel,
  exportSelectionSchema,
  MESSAGES,
  type ExportDataType,
  type ExportFormat,
} from '@mentor/validation';
import { IconDownload } from '@tabler/icons-react';
import { zodResolver } from '../../lib/form';
import { notifyError } from '../../lib/notify';
import { useExportDownload, type ExportProgress } from './use-account';

interface ExportFormValues {
  types: ExportDataType[];
  format: ExportFormat;
}

/** '512 B', '12.3 KB', '4.1 MB'. */
function bytesLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function DownloadProgress({ progress }: { progress: ExportProgress }) {
  const percent = progress.total ? Math.min(100, (progress.received / progress.total) * 100) : null;
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={percent ?? 100}
        animated={percent === null}
        striped={percent === null}
        aria-label={MESSAGES.export.exporting}
      />
      <Text size="sm" c="dimmed">
        {MESSAGES.export.downloaded}: {bytesLabel(progress.received)}
        {progress.total ? ` / ${bytesLabel(progress.total)}` : ''}
      </Text>
    </Stack>
  );
}

/**
 * Export Data (spec sections 2, 3, 4, 9): a checklist of the data types with Select All / Deselect All, a summary
 * (selected count, estimated size) and Export Data, which downloads the server's JSON file of the selection.
 */
export function ExportData() {
  const exporter = useExportDownload();
  const form = useForm<ExportFormValues>({
    initialValues: { types: [...EXPORT_DATA_TYPES], format: 'json' },
    validate: zodResolver(exportSelectionSchema),
  });
  const selected = form.values.types;

  const onSubmit = form.onSubmit(
    (values) => exporter.start(values.types),
    () => notifyError(MESSAGES.export.noneSelectedTitle, MESSAGES.export.noneSelectedBody),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={MESSAGES.export.title}>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <div>
                <Title order={2} fz="lg">
                  {MESSAGES.export.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {MESSAGES.export.intro}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => form.setFieldValue('types', [...EXPORT_DATA_TYPES])}
                >
                  {MESSAGES.export.selectAll}
                </Button>
                <Button variant="default" size="xs" onClick={() => form.setFieldValue('types', [])}>
                  {MESSAGES.export.deselectAll}
                </Button>
              </Group>
            </Group>
            <Checkbox.Group
              value={selected}
              onChange={(value) =>
                form.setFieldValue(
                  'types',
                  EXPORT_DATA_TYPES.filter((t) => value.includes(t)),
                )
              }
              aria-label={MESSAGES.export.title}
            >
              <Stack gap="xs">
                {EXPORT_DATA_TYPES.map((type) => (
                  <Card key={type} withBorder radius="md" padding="sm">
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                      <Checkbox
                        value={type}
                        label={EXPORT_DATA_TYPE_LABELS[type]}
                        description={EXPORT_DATA_TYPE_DESCRIPTIONS[type]}
                        styles={{ label: { fontWeight: 600 } }}
                      />
                      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                        {EXPORT_SIZE_LABELS[type]}
                      </Badge>
                    </Group>
                  </Card>
                ))}
              </Stack>
            </Checkbox.Group>
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="export-summary-title">
          <Stack gap="md">
            <Title order={2} fz="lg" id="export-summary-title">
              {MESSAGES.export.summaryTitle}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <div>
                <Text size="sm" c="dimmed">
                  {MESSAGES.export.selectedTypes}
                </Text>
                <Text fw={600} data-testid="export-selected-count">
                  {selected.length} of {EXPORT_DATA_TYPES.length}
                </Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {MESSAGES.export.estimatedSize}
                </Text>
                <Text fw={600} data-testid="export-estimated-size">
                  {estimatedExportSizeLabel(selected.length)}
                </Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {MESSAGES.export.format}
                </Text>
                <Text fw={600}>JSON</Text>
              </div>
            </SimpleGrid>
            {exporter.progress && <DownloadProgress progress={exporter.progress} />}
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconDownload size={16} aria-hidden />}
                disabled={exporter.isPending}
              >
                {exporter.isPending ? MESSAGES.export.exporting : MESSAGES.export.button}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </form>
  );
}
