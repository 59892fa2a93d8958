import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  clipText,
  INSPIRATION_COPY,
  INSPIRATION_TEXT_MAX,
  inspirationEditSchema,
  MESSAGES,
  type InspirationItem,
} from '@mentor/validation';
import { zodResolver } from '../../lib/form';

export interface EditItemDialogProps {
  /** The item being edited; null closes the dialog. */
  item: InspirationItem | null;
  onCancel: () => void;
  /** Called with the trimmed, non-empty text. */
  onSave: (item: InspirationItem, text: string) => void;
}

function EditForm({ item, onCancel, onSave }: { item: InspirationItem } & Omit<EditItemDialogProps, 'item'>) {
  const form = useForm({
    initialValues: { text: item.text },
    validate: zodResolver(inspirationEditSchema),
    // The parsed text is the trimmed one.
    transformValues: (values) => inspirationEditSchema.parse(values),
  });
  const { text } = form.values;
  const empty = text.trim() === '';
  const submit = form.onSubmit((values) => onSave(item, values.text));
  // Save Changes and Ctrl/Cmd + Enter: an empty text saves nothing.
  const save = () => {
    if (!empty) submit();
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
          onChange={(e) => form.setFieldValue('text', clipText(e.currentTarget.value))}
          error={form.errors.text}
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
          <Button type="submit" disabled={empty}>
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
