import { Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_SUPPORT_PRIORITY,
  MESSAGES,
  SUPPORT_PRIORITIES,
  SUPPORT_PRIORITY_LABELS,
  supportRequestSchema,
} from '@mentor/validation';
import { trpcFieldErrors } from '../../lib/api';
import { zodResolver } from '../../lib/form';
import { useSupportRequest } from './use-support';

const H = MESSAGES.help;
const PRIORITY_OPTIONS = SUPPORT_PRIORITIES.map((value) => ({
  value,
  label: SUPPORT_PRIORITY_LABELS[value],
}));
const EMPTY = { subject: '', message: '', priority: DEFAULT_SUPPORT_PRIORITY };

/**
 * Contact Support (spec sections 2, 5, 8): subject (required), message (at least 10 characters), priority (low,
 * normal or high; normal by default). Sent to the admins' support inbox; the success toast, then the form resets.
 */
export function ContactSupportForm() {
  const form = useForm({
    initialValues: EMPTY,
    validate: zodResolver(supportRequestSchema),
    transformValues: (values) => supportRequestSchema.parse(values),
  });
  const mutation = useSupportRequest({ onSent: () => form.setValues(EMPTY) });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contact-title">
      <form
        noValidate
        aria-label={H.contactTitle}
        onSubmit={form.onSubmit((input) =>
          mutation.mutate(input, { onError: (error) => form.setErrors(trpcFieldErrors(error)) }),
        )}
      >
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="contact-title">
              {H.contactTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {H.contactSubtitle}
            </Text>
          </div>
          <TextInput label={H.subjectLabel} withAsterisk {...form.getInputProps('subject')} />
          <Textarea
            label={H.messageLabel}
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('message')}
          />
          <Select
            label={H.priorityLabel}
            data={PRIORITY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('priority')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={mutation.isPending} miw={140}>
              {mutation.isPending ? H.sending : H.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
