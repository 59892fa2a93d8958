import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import {
  clipText,
  INSPIRATION_COPY,
  INSPIRATION_TEXT_MAX,
  MESSAGES,
  type InspirationItem,
} from '@mentor/validation';
import { useState } from 'react';

export interface EditItemDialogProps {
  /** The item being edited; null closes the dialog. */
  item: InspirationItem | null;
  onCancel: () => void;
  /** Called with the trimmed, non-empty text. */
  onSave: (item: InspirationItem, text: string) => void;
}

function EditForm({ item, onCancel, onSave }: { item: InspirationItem } & Omit<EditItemDialogProps, 'item'>) {
  const [text, setText] = useState(item.text);
  const trimmed = text.trim();
  const save = () => {
    if (trimmed !== '') onSave(item, trimmed);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack>
        <Textarea
          data-autofocus
          label={INSPIRATION_COPY.editTextLabel}
          autosize
          minRows={4}
          maxRows={12}
          value={text}
          maxLength={INSPIRATION_TEXT_MAX}
          onChange={(e) => setText(clipText(e.currentTarget.value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              save();
            }
          }}
          description={`${text.length} / ${INSPIRATION_TEXT_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {MESSAGES.inspiration.cancel}
          </Button>
          <Button type="submit" disabled={trimmed === ''}>
            {MESSAGES.inspiration.saveChanges}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Edit Item': the item's text in a text area, Cancel and Save Changes (needs non-empty trimmed text). */
export function EditItemDialog({ item, onCancel, onSave }: EditItemDialogProps) {
  return (
    <Modal
      opened={item !== null}
      onClose={onCancel}
      title={MESSAGES.inspiration.editTitle}
      size="lg"
      centered
    >
      {item && <EditForm key={item.id} item={item} onCancel={onCancel} onSave={onSave} />}
    </Modal>
  );
}
