import { describe, expect, it } from 'vitest';
import { mentorContext as ctx } from '../../../test/mentor-context';
import type { MentorContext } from '../provider';
import { OFFLINE_NOTICE } from './content';
import { composeReply } from './reply';
import { detectTopics, numberedSteps } from './text';

const ask = (message: string, c: MentorContext = ctx()) =>
  composeReply(c, [{ role: 'user', content: message }]);

describe('offline mentor replies', () => {
  it('is deterministic: the same input gives the same reply', () => {
    expect(ask('I want to find a new job in design.').text).toBe(
      ask('I want to find a new job in design.').text,
    );
  });

  it('reflects the message, gives 1 to 3 numbered steps, and says it runs offline', () => {
    const reply = ask('I want to get promoted to team lead this year.');
    expect(reply.text).toContain('you want to **get promoted to team lead this year**');
    expect(reply.steps.length).toBeGreaterThanOrEqual(1);
    expect(reply.steps.length).toBeLessThanOrEqual(3);
    expect(numberedSteps(reply.text)).toEqual(reply.steps);
    expect(reply.text.endsWith(OFFLINE_NOTICE)).toBe(true);
    // Steps come from the topic of the message (promotion).
    expect(reply.steps.join(' ')).toMatch(/results|manager|next level|market data/);
  });

  it('speaks in each persona’s voice and picks steps from that persona’s field', () => {
    const founder = ask('How do I find my first customers?', ctx({}, 'founder'));
    expect(founder.steps.join(' ')).toMatch(/customers|prospects/);
    expect(founder.text).toMatch(/Founder to founder|what moves the business/);
    const life = ask('I feel overwhelmed and stressed at work lately.', ctx({}, 'life'));
    expect(life.text).toContain('That sounds hard');
    expect(life.steps.join(' ')).toMatch(/recovery|drains you|trust/);
    const career = ask('I have an interview at a bank next week.');
    expect(career.steps.join(' ')).toMatch(/interview/i);
  });

  it('adapts to the preferred tone', () => {
    const base = 'I am stuck on my thesis and it worries me.';
    const direct = ask(base, ctx({ profile: { ...ctx().profile, preferredTone: 'direct' } }));
    const analytical = ask(base, ctx({ profile: { ...ctx().profile, preferredTone: 'analytical' } }));
    expect(direct.text).toContain('That sounds heavy.');
    expect(analytical.text).toContain('There are two parts to this');
    expect(direct.text).not.toBe(analytical.text);
  });

  it('uses the linked goal and its next open milestone, or the profile’s primary goal', () => {
    const withGoal = ask(
      'What should I focus on this week?',
      ctx({
        goal: {
          title: 'Launch my portfolio',
          description: '',
          category: 'career',
          status: 'active',
          progress: 50,
          targetDate: new Date('2027-01-31T00:00:00.000Z'),
          milestones: [
            { title: 'Pick three projects', completed: true, dueDate: null },
            { title: 'Write the case studies', completed: false, dueDate: null },
          ],
        },
      }),
    );
    expect(withGoal.text).toContain('**Launch my portfolio** (50% done, target 2027-01-31)');
    expect(withGoal.text).toContain('Your next open milestone is **Write the case studies**');
    expect(withGoal.steps.join(' ')).toContain('Write the case studies');

    const withProfile = ask(
      'Any advice?',
      ctx({ profile: { ...ctx().profile, primaryGoal: 'Run a marathon', timeHorizon: '6 months' } }, 'life'),
    );
    expect(withProfile.text).toContain('_Run a marathon_ over 6 months');
  });

  describe('career changes', () => {
    const CHANGE_STEPS = [
      'Name 2 target roles and message one person doing each',
      'Start a small project that shows the new skill',
      'Write down which of your current skills transfer',
    ];
    const TEAM_STEPS = [
      'Write the one outcome this person or role must own',
      'agree on that outcome and how you will both see progress',
      'Pick one task you do that someone else could own',
    ];
    const changeMessages = [
      'I want to move from teaching into product management within a year. Where do I start?',
      'How do I break into UX design after ten years in retail?',
      'I’m a nurse and I’d like to get into project management. What should I do first?',
      'I’m transitioning from sales to a product manager role and feel lost.',
      'I want to switch to data analysis from accounting next year.',
    ];

    it.each(changeMessages)('answers “%s” with career-change steps, not delegation advice', (message) => {
      const ids = detectTopics(message, 'career').map((t) => t.id);
      expect(ids[0]).toBe('change');
      expect(ids).not.toContain('team');
      const reply = ask(message);
      expect(reply).toEqual(ask(message)); // deterministic
      expect(reply.text).toContain(
        'A career change gets real through conversations with people already doing the work',
      );
      const steps = reply.steps.join('\n');
      expect(CHANGE_STEPS.filter((s) => steps.includes(s)).length).toBeGreaterThanOrEqual(2);
      for (const s of TEAM_STEPS) expect(steps).not.toContain(s);
    });

    it('still reads managing people as the team topic, and a habit as no career change', () => {
      expect(detectTopics('My manager wants me to delegate more to my team.', 'career')[0]?.id).toBe('team');
      expect(detectTopics('I started managing two people and struggle.', 'career')[0]?.id).toBe('team');
      const habit = detectTopics('I want to get into the habit of a morning routine.', 'life').map(
        (t) => t.id,
      );
      expect(habit[0]).toBe('habits');
      expect(habit).not.toContain('change');
    });
  });

  it('greets a greeting and still ends with next steps', () => {
    const reply = ask('hi');
    expect(reply.text).toMatch(/^Hi Sam! I’m your Career Coach\./);
    expect(reply.steps).toHaveLength(2);
  });

  it('points to a qualified professional for legal, medical or financial questions, and to crisis help when needed', () => {
    expect(ask('Should I sign this employment contract?').text).toContain(
      'not a lawyer, doctor or financial adviser',
    );
    const crisis = ask('I want to end my life.');
    expect(crisis.text).toContain('988');
    expect(crisis.steps).toHaveLength(1);
  });

  it('reflects whole phrases only: a question keeps its question word, a fragment is never bolded', () => {
    const reply = ask(
      'I run a bakery startup and want to raise a seed round next year. What should I focus on first?',
      ctx({}, 'founder'),
    );
    expect(reply.text).toContain(
      'I hear that **you run a bakery startup and want to raise a seed round next year**, and you’re asking **what to focus on first**.',
    );
    expect(reply.text).not.toContain('**focus on first**');
  });

  it('names the same deadline as the action items: one week out, in words', () => {
    const monday = ctx({ now: new Date('2026-11-23T09:00:00.000Z') }, 'founder');
    const reply = ask('How do I find my first customers?', monday);
    expect(reply.steps[0]).toContain('by Monday, November 30');
    expect(reply.text).not.toMatch(/Friday|this week|tomorrow/);
  });

  it('opens a follow-up with the last session’s next step, in plain English', () => {
    const reply = ask(
      'hi',
      ctx({
        previousSession: {
          title: 'Interview prep',
          date: new Date('2026-11-03T10:00:00.000Z'),
          summary: 'In this session with your Career Coach, you said you want to prepare for interviews.',
          nextSteps: '1. Book a mock interview.\n2. Research the bank.',
        },
      }),
    );
    expect(reply.text).toContain(
      'Your last session (“Interview prep”) ended with this next step: “Book a mock interview.” How did it go?',
    );
  });

  it('quotes the person without letting their Markdown or HTML through', () => {
    const reply = ask('<script>alert(1)</script> **bold** my plan for the quarter is unclear');
    expect(reply.text).not.toContain('<script>');
    expect(reply.text).not.toContain('**bold**');
    const img = ask('<img src=x onerror=alert(1)> my idea is a marketplace for tutors', ctx({}, 'founder'));
    expect(img.text).not.toMatch(/onerror|src=|img/);
    expect(img.text).toContain('**your idea is a marketplace for tutors**');
  });
});
