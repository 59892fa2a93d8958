import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  clipText,
  DEFAULT_INSPIRATION_TAG,
  INSPIRATION_COPY,
  INSPIRATION_TAGS,
  INSPIRATION_TEXT_MAX,
  MESSAGES,
  type InspirationTag,
} from '@mentor/validation';
import { IconMicrophone, IconPlayerStopFilled, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { createPayload, useCreateItem } from './use-inspiration';
import { useDictation } from '../../lib/use-dictation';

/**
 * The add form: a large text box (cut at 1000 characters), the Tag select (default Idea), Use Mic / Stop when the
 * browser can dictate, and Add Item (disabled on empty text; Ctrl/Cmd + Enter adds too).
 */
export function ItemComposer({ userId }: { userId: string }) {
  const [text, setText] = useState('');
  const [tag, setTag] = useState<InspirationTag>(DEFAULT_INSPIRATION_TAG);
  const create = useCreateItem();
  const dictation = useDictation({ value: text, onChange: setText, maxLength: INSPIRATION_TEXT_MAX });
  const canAdd = text.trim() !== '' && !create.isPending;

  const add = () => {
    if (!canAdd) return;
    if (dictation.state !== 'idle') dictation.stop();
    const sent = text;
    create.mutate(createPayload(userId, sent, tag), {
      // Keep anything typed while the request ran.
      onSuccess: () => setText((current) => (current === sent ? '' : current)),
    });
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
            onChange={(e) => setTag(e.currentTarget.value as InspirationTag)}
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
