import {
  GOAL_TEMPLATE,
  GOAL_TEMPLATE_MILESTONES,
  MESSAGES,
  addDays,
  formatDueDate,
} from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, stubFetch, trpcError, waitFor, type StubHandlers } from '../../test-utils';
import { CreateGoalDialog, createRequestOf, targetDateToIso, type GoalFormValues } from './CreateGoalDialog';
import { EMPTY_STATS, makeGoal } from './test-data';

// Mantine's inputs and popovers are slow to drive in happy-dom: a form walk-through takes several seconds.
vi.setConfig({ testTimeout: 30_000 });

function renderDialog(handlers: StubHandlers = {}, initialValues: GoalFormValues | null = null) {
  const server = stubFetch({ 'goals.list': [], 'goals.stats': EMPTY_STATS, ...handlers });
  const onClose = vi.fn();
  const result = render(<CreateGoalDialog opened onClose={onClose} initialValues={initialValues} />);
  return { ...result, server, onClose };
}

const titleInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Title/ });
const descriptionInput = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
const dateInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Target date/ });
const categoryInput = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Category' });

/** Picks a day by pasting it into the date input (typing renders the calendar on every key). */
async function fill(user: ReturnType<typeof render>['user'], element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function pickDate(user: ReturnType<typeof render>['user'], day: string) {
  await user.click(dateInput());
  await user.paste(day);
}
const submit = () => screen.getByRole('button', { name: 'Create Goal' });

describe('CreateGoalDialog validation', () => {
  it("requires a title and a target date ('Target date is required') and sends nothing", async () => {
    const { user, server, onClose } = renderDialog();
    await user.click(submit());
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Target date is required')).toBeTruthy();
    expect(server.calls('goals.create')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a whitespace title is no title', async () => {
    const { user, server } = renderDialog();
    await user.type(titleInput(), '   ');
    await pickDate(user, '2099-02-08');
    await user.click(submit());
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.queryByText('Target date is required')).toBeNull();
    expect(server.calls('goals.create')).toHaveLength(0);
  });

  it('defaults the category to Career and counts the description characters', async () => {
    const { user } = renderDialog();
    expect(categoryInput().value).toBe('Career');
    expect(screen.getByTestId('characters-left').textContent).toBe('1000 characters left');
    await user.type(descriptionInput(), 'Ship it');
    expect(screen.getByTestId('characters-left').textContent).toBe('993 characters left');
    expect(descriptionInput().maxLength).toBe(1000);
  });
});

describe('CreateGoalDialog submit', () => {
  it("creates the goal, toasts 'Success' / 'Goal created successfully' and closes", async () => {
    const { user, server, onClose } = renderDialog({
      'goals.create': (input) =>
        makeGoal({
          id: '22222222-2222-4222-8222-222222222222',
          title: input.title,
          targetDate: input.targetDate,
        }),
    });
    await fill(user, titleInput(), 'Run a marathon');
    await fill(user, descriptionInput(), 'Train four times a week.');
    await user.click(categoryInput());
    await user.click(await screen.findByRole('option', { name: 'Life' }));
    await pickDate(user, '2099-02-08');
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    await fill(user, screen.getByRole('textbox', { name: 'Milestone title 1' }), 'First 10k');
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    await user.click(submit());

    await waitFor(() => expect(server.calls('goals.create')).toHaveLength(1));
    const input = server.calls('goals.create')[0]?.input;
    expect(input).toMatchObject({
      title: 'Run a marathon',
      description: 'Train four times a week.',
      category: 'life',
      status: 'active',
      progress: 0,
      targetDate: new Date(2099, 1, 8, 12).toISOString(),
    });
    // The empty second milestone is dropped.
    expect(input?.milestones).toEqual([
      { id: expect.any(String), title: 'First 10k', completed: false, completedAt: null },
    ]);
    expect(await screen.findByText('Goal created successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it("toasts 'Error' / 'Failed to create goal' on failure, shows the field message and stays open", async () => {
    const { user, onClose } = renderDialog({
      'goals.create': trpcError('BAD_REQUEST', 'Target date must be a valid date', {
        targetDate: ['Target date must be a valid date'],
      }),
    });
    await fill(user, titleInput(), 'Run a marathon');
    await pickDate(user, '2099-02-08');
    await user.click(submit());
    expect(await screen.findByText('Failed to create goal')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('Target date must be a valid date')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(titleInput().value).toBe('Run a marathon');
  });

  it('says why at the goals limit (409) and stays open', async () => {
    const { user, onClose } = renderDialog({ 'goals.create': trpcError('CONFLICT', MESSAGES.goals.tooMany) });
    await fill(user, titleInput(), 'Run a marathon');
    await pickDate(user, '2099-02-08');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.goals.tooMany)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("'Use 90-day template' fills the form: target date in 90 days and the four milestones with due dates", async () => {
    const { user, server } = renderDialog({ 'goals.create': (input) => makeGoal({ title: input.title }) });
    await fill(user, titleInput(), 'Run a marathon');
    await user.click(screen.getByRole('button', { name: 'Use 90-day template' }));
    // The title typed stays; the template's description, date and milestones come in.
    expect(titleInput().value).toBe('Run a marathon');
    expect(descriptionInput().value).toBe(GOAL_TEMPLATE.description);
    for (const [i, m] of GOAL_TEMPLATE_MILESTONES.entries())
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: `Milestone title ${i + 1}` }).value).toBe(
        m.title,
      );
    await user.click(submit());
    await waitFor(() => expect(server.calls('goals.create')).toHaveLength(1));
    const input = server.calls('goals.create')[0]!.input;
    const dayOf = (iso: string | undefined) => formatDueDate(iso!);
    expect(dayOf(input.targetDate)).toBe(formatDueDate(addDays(new Date(), 90)));
    expect(input.milestones?.map((m) => [m.title, dayOf(m.dueDate ?? undefined)])).toEqual(
      GOAL_TEMPLATE_MILESTONES.map((m) => [m.title, formatDueDate(addDays(new Date(), m.dueInDays))]),
    );
  });

  it('Cancel closes without sending', async () => {
    const { user, server, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(server.calls('goals.create')).toHaveLength(0);
  });
});

describe('form helpers', () => {
  it('sends the picked day as local noon', () => {
    expect(targetDateToIso('2024-06-30')).toBe(new Date(2024, 5, 30, 12).toISOString());
    expect(targetDateToIso(null)).toBe('');
    expect(targetDateToIso('soon')).toBe('');
  });

  it('keeps template milestone due dates and drops empty milestones', () => {
    const request = createRequestOf({
      title: 'T',
      description: '',
      category: 'career',
      targetDate: '2024-06-30',
      milestones: [
        { id: 'm1', title: 'Week 1', dueDate: '2024-04-07T08:00:00.000Z' },
        { id: 'm2', title: '  ' },
      ],
    });
    expect(request.milestones).toEqual([
      { id: 'm1', title: 'Week 1', completed: false, completedAt: null, dueDate: '2024-04-07T08:00:00.000Z' },
    ]);
  });
});
