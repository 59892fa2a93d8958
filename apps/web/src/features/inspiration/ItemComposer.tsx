import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  clipText,
  DEFAULT_INSPIRATION_TAG,
  INSPIRATION_COPY,
  INSPIRATION_TAGS,
  INSPIRATION_TEXT_MAX,
  inspirationComposerSchema,
  MESSAGES,
  type InspirationTag,
} from '@mentor/validation';
import { IconMicrophone, IconPlayerStopFilled, IconPlus } from '@tabler/icons-react';
import { zodResolver } from '../../lib/form';
import { useDictation } from '../../lib/use-dictation';
import { createPayload, useCreateItem } from './use-inspiration';

interface ComposerValues {
  text: string;
  tag: InspirationTag;
}

/**
 * The add form: a large text box (cut at 1000 characters), the Tag select (default Idea), Use Mic / Stop when the
 * browser can dictate, and Add Item (disabled on empty text; Ctrl/Cmd + Enter adds too).
 */
export function ItemComposer({ userId }: { userId: string }) {
  const form = useForm<ComposerValues>({
    initialValues: { text: '', tag: DEFAULT_INSPIRATION_TAG },
    validate: zodResolver(inspirationComposerSchema),
  });
  const { text, tag } = form.values;
  const setText = (value: string) => form.setFieldValue('text', value);
  const create = useCreateItem();
  const dictation = useDictation({ value: text, onChange: setText, maxLength: INSPIRATION_TEXT_MAX });
  const canAdd = text.trim() !== '' && !create.isPending;

  const submit = form.onSubmit((values) => {
    if (dictation.state !== 'idle') dictation.stop();
    create.mutate(createPayload(userId, values.text, values.tag), {
      // Keep anything typed while the request ran.
      onSuccess: () => form.setFieldValue('text', (current) => (current === values.text ? '' : current)),
    });
  });
  // Add Item and Ctrl/Cmd + Enter: nothing to add (or an add still running) does nothing.
  const add = () => {
    if (canAdd) submit();
  };

  const listening = dictation.state !== 'idle';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Textarea
          aria-label={INSPIRATION_COPY.itemLabel}
          placeholder={INSPIRATION_COPY.itemPlaceholder}
          autosize
          minRows={3}
          maxRows={10}
          size="md"
          value={text}
          maxLength={INSPIRATION_TEXT_MAX}
          onChange={(e) => setText(clipText(e.currentTarget.value))}
          error={form.errors.text}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              add();
            }
          }}
          description={`${text.length} / ${INSPIRATION_TEXT_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {(dictation.status ?? dictation.error) && (
          <Text size="sm" c={dictation.error ? 'red' : 'dimmed'} role={dictation.error ? 'alert' : 'status'}>
            {dictation.error ?? dictation.status}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <NativeSelect
            aria-label={INSPIRATION_COPY.tagLabel}
            leftSection={
              <Text size="xs" c="dimmed" component="span" lh={1}>
                {INSPIRATION_COPY.tagLabel}
              </Text>
            }
            leftSectionWidth={40}
            w={140}
            data={[...INSPIRATION_TAGS]}
            value={tag}
            onChange={(e) => form.setFieldValue('tag', e.currentTarget.value as InspirationTag)}
          />
          <Group gap="sm">
            {dictation.supported && (
              <Button
                variant={listening ? 'filled' : 'default'}
                color={listening ? 'red' : undefined}
                leftSection={listening ? <IconPlayerStopFilled size={16} /> : <IconMicrophone size={16} />}
                onClick={() => (listening ? dictation.stop() : dictation.start())}
              >
                {listening ? MESSAGES.dictation.stop : MESSAGES.dictation.useMic}
              </Button>
            )}
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={add}
              disabled={!canAdd}
              loading={create.isPending}
            >
              {MESSAGES.inspiration.addItem}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
