import { describe, expect, it } from 'vitest';
import { mentorContext as ctx } from '../../../test/mentor-context';
import type { ChatTurn, MentorContext } from '../provider';
import { OFFLINE_NOTICE } from './content';
import { composeReply } from './reply';
import { numberedSteps } from './text';

const ask = (message: string, c: MentorContext = ctx()) =>
  composeReply(c, [{ role: 'user', content: message }]);

describe('offline mentor replies', () => {
  it('says its steps as spoken sentences in voice mode, with the same steps and no list or heading', () => {
    const message = 'I want to get promoted to team lead this year.';
    const typed = ask(message);
    const spoken = ask(message, { ...ctx(), mode: 'voice' });
    expect(spoken.steps).toEqual(typed.steps);
    expect(spoken.text).not.toMatch(/\*\*Next steps?\*\*/);
    expect(numberedSteps(spoken.text)).toEqual([]);
    const [first, ...others] = typed.steps;
    const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
    expect(spoken.text).toContain(`First, ${lower(first!)}`);
    expect(spoken.text).toContain(`${others.length === 1 ? 'Then' : 'Finally'}, ${lower(others.at(-1)!)}`);
    expect(spoken.text.endsWith(OFFLINE_NOTICE)).toBe(true);
  });

  it('is deterministic: the same input gives the same reply', () => {
    expect(ask('I want to find a new job in design.').text).toBe(
      ask('I want to find a new job in design.').text,
    );
  });

  it('names the topic in its own words (no echo of the person’s), gives 1 to 3 numbered steps, and says it runs offline', () => {
    const reply = ask('I want to get promoted to team lead this year.');
    expect(reply.answered).toBe('career.promotion');
    expect(reply.text).toContain('It sounds like this is about getting promoted.');
    expect(reply.text).not.toContain('get promoted to team lead');
    expect(reply.text.replace(/\*\*Next steps?\*\*/g, '')).not.toContain('**');
    expect(reply.steps.length).toBeGreaterThanOrEqual(1);
    expect(reply.steps.length).toBeLessThanOrEqual(3);
    expect(numberedSteps(reply.text)).toEqual(reply.steps);
    expect(reply.text.endsWith(OFFLINE_NOTICE)).toBe(true);
    expect(reply.steps.join(' ')).toMatch(/next level|promotions|sponsor|brag/);
  });

  it('speaks in each persona’s voice and answers from that persona’s playbook', () => {
    const founder = ask('How do I find my first customers?', ctx({}, 'founder'));
    expect(founder.answered).toBe('founder.first-customers');
    expect(founder.text).toMatch(/Founder to founder|what moves the business/);
    const life = ask('I feel overwhelmed and stressed at work lately.', ctx({}, 'life'));
    expect(life.answered).toBe('life.stress');
    expect(life.text).toContain('That sounds hard');
    const career = ask('I have an interview at a bank next week.');
    expect(career.answered).toBe('career.interview');
    expect(career.steps.join(' ')).toMatch(/interview/i);
  });

  it('adapts to the preferred tone', () => {
    const base = 'I am stuck on my CV and it worries me.';
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
    const changeMessages = [
      'I want to move from teaching into product management within a year. Where do I start?',
      'How do I break into UX design after ten years in retail?',
      'I’m a nurse and I’d like to get into project management. What should I do first?',
      'I’m transitioning from sales to a product manager role and feel lost.',
      'I want to switch to data analysis from accounting next year.',
    ];

    it.each(changeMessages)(
      'answers “%s” from the career-change playbook, not with delegation advice',
      (message) => {
        const reply = ask(message);
        expect(reply).toEqual(ask(message)); // deterministic
        expect(['career.change', 'career.retraining']).toContain(reply.answered);
        expect(reply.text).not.toMatch(/delegat/i);
      },
    );

    it('reads managing people as leadership, and a habit as no career change', () => {
      expect(ask('My manager wants me to delegate more to my team.').answered).toBe('career.leadership');
      expect(ask('I started managing two people and struggle.').answered).toBe('career.first-time-manager');
      expect(ask('I want to get into the habit of a morning routine.', ctx({}, 'life')).answered).toBe(
        'life.habits',
      );
    });
  });

  it('greets a greeting and still ends with next steps', () => {
    const reply = ask('hi');
    expect(reply.text).toMatch(/^Hi Sam! I’m your Career Coach\./);
    expect(reply.steps).toHaveLength(2);
  });

  it('points to a qualified professional, plainly and kindly, for legal, medical or financial questions', () => {
    const legal = ask('Should I sign this employment contract with a non-compete clause?');
    expect(legal.answered).toBe('any.legal');
    expect(legal.text).toContain('not a lawyer');
    const health = ask('I have had chest pains on and off for a week.', ctx({}, 'life'));
    expect(health.answered).toBe('any.health');
    expect(health.text).toContain('not a doctor');
    expect(ask('I think I drink too much.', ctx({}, 'life')).text).toContain(
      'alcohol and drug support service',
    );
  });

  it('never bolds or quotes the person’s words', () => {
    const reply = ask(
      'I run a bakery startup and want to raise a seed round next year. What should I focus on first?',
      ctx({}, 'founder'),
    );
    expect(reply.answered).toBe('founder.fundraising');
    expect(reply.text).not.toContain('bakery');
    expect(reply.text.replace(/\*\*Next steps?\*\*/g, '')).not.toContain('**');
  });

  it('names the same deadline as the action items: one week out, in words', () => {
    const monday = ctx({ now: new Date('2026-11-23T09:00:00.000Z') }, 'founder');
    const reply = ask('How do I find my first customers?', monday);
    expect(reply.steps.join(' ')).toContain('by Monday, November 30');
    expect(reply.text).not.toMatch(/Friday|this week|tomorrow/);
  });

  it('puts every step before an event the message names', () => {
    // Tuesday 2026-11-10: "next Tuesday" is the 17th, so the steps are due by Monday the 16th, not the 17th.
    const interview = ask('I have a job interview next Tuesday.');
    expect(interview.steps.join(' ')).toContain('by Monday, November 16');
    expect(interview.text).not.toContain('November 17');
    const tomorrow = ask('I have a final interview tomorrow afternoon.');
    expect(tomorrow.steps.every((s) => !/November/.test(s))).toBe(true);
    expect(tomorrow.steps.join(' ')).toContain('today');
  });

  it('carries a follow-up on with the session’s topic, using its earlier turns', () => {
    const c = ctx({}, 'founder');
    const first: ChatTurn[] = [{ role: 'user', content: 'How do I find my first customers?' }];
    const r1 = composeReply(c, first);
    const history: ChatTurn[] = [...first, { role: 'assistant', content: r1.text }];
    const today = composeReply(c, [...history, { role: 'user', content: 'What can I do today?' }]);
    expect(today.answered).toBe('founder.first-customers');
    expect(today.steps).toHaveLength(1);
    const then = composeReply(c, [...history, { role: 'user', content: 'And then?' }]);
    expect(then.answered).toBe('founder.first-customers');
    expect(then.steps.some((s) => r1.steps.includes(s))).toBe(false);
    const explain = composeReply(c, [
      ...history,
      { role: 'user', content: 'Can you explain the second step?' },
    ]);
    expect(explain.text).toContain(r1.steps[1]!);
  });

  it('answers another mentor’s question from that playbook and offers to switch', () => {
    const reply = ask('My manager takes credit for my work.', ctx({}, 'founder'));
    expect(reply.answered).toBe('career.manager');
    expect(reply.text).toContain('You can switch to the Career Coach');
  });

  it('says honestly what it cannot do offline: tables, comparisons, plans, code, other languages', () => {
    const table = ask('Can you give me a table comparing a SAFE vs a priced round?', ctx({}, 'founder'));
    expect(table.answered).toBe('limit.request');
    expect(table.text).toContain('A connected AI model could');
    expect(table.text).not.toMatch(/pay \(or pre-pay\)|price/);
    const compare = ask('Can you compare a SAFE and a priced round for me?', ctx({}, 'founder'));
    expect(compare.answered).toBe('limit.request');
    // A product named "comparison", or a difference asked on the way to the person's own question, is no such request.
    expect(
      ask(
        'We run a pet insurance comparison site with 300 paying customers. How do we grow?',
        ctx({}, 'founder'),
      ).answered,
    ).not.toBe('limit.request');
    expect(
      ask(
        'How can I believe I am worth something on my own terms, not only in comparison to my sister?',
        ctx({}, 'life'),
      ).answered,
    ).not.toBe('limit.request');
    expect(
      ask(
        "What's the difference between senior and staff engineer, and how do I show I'm ready for staff?",
        ctx({}, 'career'),
      ).answered,
    ).toBe('career.promotion');
    const spanish = ask('¡Hola! ¿Cómo puedo dormir mejor?', ctx({}, 'life'));
    expect(spanish.answered).toBe('limit.language');
    expect(spanish.steps).toHaveLength(1);
  });

  it('asks one clarifying question rather than answering something unrelated', () => {
    const reply = ask('What’s the best pizza in Naples?', ctx({}, 'founder'));
    expect(reply.answered).toBe('clarify');
    expect(reply.text.match(/\?/g)?.length).toBeGreaterThanOrEqual(1);
    // It ends on its question and its one step, with no second question tacked on after them.
    const afterSteps = reply.text
      .slice(reply.text.lastIndexOf(reply.steps.at(-1)!))
      .replace(OFFLINE_NOTICE, '');
    expect(afterSteps).not.toContain('?');
  });

  it('never asks "which of these" after a single step', () => {
    let single = 0;
    for (const persona of ['founder', 'career', 'life'] as const) {
      for (const message of ['hello', 'What’s the best pizza in Naples?', 'I just need someone to talk to']) {
        for (let variant = 0; variant < 6; variant += 1) {
          const reply = composeReply(ctx({}, persona), [{ role: 'user', content: message }], variant);
          if (reply.steps.length > 1) continue;
          single += 1;
          expect(reply.text).not.toMatch(/which of these/i);
        }
      }
    }
    expect(single).toBeGreaterThan(0);
  });

  it('regenerates a genuinely different reply for each variant, deterministically', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'We have 40 paying customers but churn is 8% a month.' },
    ];
    const c = ctx({}, 'founder');
    const variants = [0, 1, 2, 3].map((v) => composeReply(c, history, v));
    expect(new Set(variants.map((v) => v.steps.join('|'))).size).toBe(4);
    expect(variants.every((v) => v.answered === 'founder.churn')).toBe(true);
    expect(composeReply(c, history, 2)).toEqual(variants[2]);
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

  it('lets none of the person’s Markdown or HTML through', () => {
    const reply = ask('<script>alert(1)</script> **bold** my plan for the quarter is unclear');
    expect(reply.text).not.toContain('<script>');
    expect(reply.text).not.toContain('**bold**');
    const img = ask('<img src=x onerror=alert(1)> my idea is a marketplace for tutors', ctx({}, 'founder'));
    expect(img.text).not.toMatch(/onerror|src=|img/);
  });
});

describe('a follow-up keeps to the deadline named earlier in the session', () => {
  it('dates its steps before the interview the first message named', () => {
    const context = ctx({ now: new Date('2026-11-26T10:00:00.000Z') }, 'career');
    const opening = 'I have a job interview next Tuesday. How do I prepare?';
    const first = composeReply(context, [{ role: 'user', content: opening }]);
    const follow = composeReply(context, [
      { role: 'user', content: opening },
      { role: 'assistant', content: first.text },
      { role: 'user', content: 'What should I do the day before?' },
    ]);
    expect(first.text).toContain('by Monday, November 30');
    expect(follow.text).toContain('by Monday, November 30');
    expect(follow.text).not.toMatch(/December/);
  });
});
