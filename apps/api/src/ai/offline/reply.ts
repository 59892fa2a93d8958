import { MENTOR_TYPE_LABELS } from '@mentor/validation';
import { isoDay } from '../prompts';
import type { ChatTurn, MentorContext } from '../provider';
import {
  CLARIFY_STEP,
  CLOSERS,
  DEFAULT_TONE,
  GREETING_START,
  GREETINGS,
  LANGUAGE_LINE,
  LANGUAGE_STEP,
  LIMIT_LINES,
  OFFLINE_NOTICE,
  OPENERS,
  PERSONA_FALLBACK_STEPS,
  PROFESSIONAL,
  type Tone,
} from './content';
import { stepDeadline } from './dates';
import type { Intent } from './playbook';
import { cleanText, hashText, isQuotable, numberedSteps, pick, sentimentOf } from './text';
import { eventDay, understand } from './understand';

function toneOf(ctx: MentorContext): Tone {
  const t = ctx.profile.preferredTone;
  return t === 'direct' || t === 'supportive' || t === 'analytical' ? t : DEFAULT_TONE[ctx.mentor.type];
}

/** Text from the account (a goal title, a milestone, a session title) when it can be quoted as it is; else null. */
function quotable(text: string | null | undefined, maxWords = 14, maxChars = 120): string | null {
  const clean = cleanText(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '');
  return clean.length > 0 && isQuotable(clean, maxWords, maxChars) ? clean : null;
}

/** A whole sentence from the account (a step, a summary's first sentence), capitalised and ended; else null. */
function quotableSentence(text: string | null | undefined): string | null {
  const first = (text ?? '').split(/(?<=[.!?])\s+|\n+/)[0]?.trim() ?? '';
  const words = quotable(first, 40, 220);
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}.` : null;
}

/** How the reply opens when it carries on from the previous session (memory on): correct with or without parts. */
function previousSessionLine(prev: NonNullable<MentorContext['previousSession']>): string | null {
  const title = quotable(prev.title);
  const session = `Your last session${title ? ` (“${title}”)` : ''}`;
  const step = quotableSentence(numberedSteps(prev.nextSteps)[0] ?? prev.nextSteps);
  if (step) return `${session} ended with this next step: “${step}” How did it go?`;
  const summary = quotableSentence(prev.summary);
  if (summary) return `${session} ended with this summary: “${summary}”`;
  return title ? `${session} is where we left off. How has it gone since?` : null;
}

function nextMilestone(ctx: MentorContext): string | null {
  return ctx.goal?.milestones.find((m) => !m.completed)?.title ?? null;
}

const capitalise = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

export interface OfflineReply {
  text: string;
  steps: string[];
  /**
   * What the reply answers: an intent id, 'limit.request', 'limit.language', 'clarify' or 'greeting' (the eval
   * compares it with the labelled intent).
   */
  answered: string;
}

/** The step set and its order for a variant: 0 is the first reply, 1, 2… are regenerated ones. */
function stepsFor(intent: Intent, variant: number, given: readonly string[]): readonly string[] {
  const sets = intent.steps;
  const fresh = sets.findIndex(
    (set) => !set.some((s) => given.some((g) => g.startsWith(s.split('{due}')[0]!))),
  );
  const base = given.length > 0 && fresh >= 0 ? fresh : 0;
  const set = sets[(base + variant) % sets.length]!;
  const turn = Math.floor(variant / sets.length) % set.length;
  return [...set.slice(turn), ...set.slice(0, turn)];
}

/** The offline mentor's reply to the last user message of `history`; `variant` > 0 regenerates it differently. */
export function composeReply(ctx: MentorContext, history: readonly ChatTurn[], variant = 0): OfflineReply {
  const type = ctx.mentor.type;
  const users = history.filter((t) => t.role === 'user');
  const message = users.at(-1)?.content ?? '';
  const userTurns = users.length;
  const given = history.filter((t) => t.role === 'assistant').flatMap((t) => numberedSteps(t.content));
  const seed = hashText(`${type}:${message}`) + variant;
  const tone = toneOf(ctx);
  const name = ctx.profile.firstName?.trim();
  // The person's own deadline: named in this message, or earlier in the session (a follow-up keeps to it).
  const event =
    eventDay(message, ctx.now) ??
    users
      .slice(0, -1)
      .map((u) => eventDay(u.content, ctx.now))
      .filter((d): d is string => d !== null)
      .sort()[0] ??
    null;
  const due = stepDeadline(ctx.now, event);
  const said = understand(history, type);
  const paragraphs: string[] = [];
  let steps: string[] = [];
  let answered = 'clarify';
  let intent: Intent | null = null;

  const fill = (template: string) => {
    const text = due.today
      ? template.replace(/\b(?:by|before|on|until) \{due\}/g, 'today').replace(/\{due\}/g, 'today')
      : template.replace(/\{due\}/g, due.words);
    return text.replace(/\{horizon\}/g, ctx.profile.timeHorizon ?? '90 days');
  };
  const opener = pick(OPENERS[type][tone], seed);

  switch (said.kind) {
    case 'language':
      paragraphs.push(LANGUAGE_LINE);
      steps = [LANGUAGE_STEP];
      answered = 'limit.language';
      break;
    case 'limit': {
      paragraphs.push(LIMIT_LINES[said.limit]);
      answered = 'limit.request';
      if (said.topic) {
        intent = said.topic;
        paragraphs.push(
          `What I can do offline is help you move forward on ${said.topic.about}. ${said.topic.guidance}`,
        );
        steps = stepsFor(said.topic, variant, given).slice(0, 2).map(fill);
      } else {
        paragraphs.push(
          'What I can do offline is help you think the situation through and plan the next step.',
        );
        steps = [fill(PERSONA_FALLBACK_STEPS[type][variant % 3]!)];
      }
      break;
    }
    case 'greeting': {
      const hello = name ? `Hi ${name}!` : 'Hi!';
      paragraphs.push(
        userTurns <= 1
          ? `${hello} I’m your ${ctx.mentor.name}. ${GREETINGS[type]}`
          : `${hello} ${GREETINGS[type]}`,
      );
      paragraphs.push(GREETING_START[type]);
      answered = 'greeting';
      break;
    }
    case 'clarify': {
      const [a, b] = said.candidates;
      paragraphs.push(
        a && b && a.family !== b.family
          ? `I want to be sure I answer the right question. Is this mostly about ${a.about}, or about ${b.about}?`
          : a
            ? `I want to be sure I answer the right question. Is this about ${a.about}, or something else?`
            : 'I’m not sure yet what you would like to work on, and I would rather ask than guess. What is going on, and what would you like to be different?',
      );
      steps = [fill(CLARIFY_STEP)];
      answered = 'clarify';
      break;
    }
    case 'acknowledgement':
    case 'follow-up':
    case 'intent': {
      intent = said.kind === 'acknowledgement' ? said.intent : said.intent;
      if (!intent) {
        paragraphs.push(/thank/i.test(message) ? 'You’re welcome.' : 'Good.');
        paragraphs.push('Whenever you are ready, tell me what you would like to work on next.');
        steps = [fill(PERSONA_FALLBACK_STEPS[type][variant % 3]!)];
        answered = 'greeting';
        break;
      }
      answered = intent.id;
      const sessionGuidance = history.some(
        (t) => t.role === 'assistant' && t.content.includes(intent!.guidance),
      );
      if (said.kind === 'intent') {
        paragraphs.push(
          said.confidence === 'answer'
            ? `${opener} It sounds like this is about ${intent.about}.`
            : `If I understood you right, this is about ${intent.about}. If not, tell me and we will change course.`,
        );
        if (intent.persona !== type && intent.persona !== 'any') {
          const other = MENTOR_TYPE_LABELS[intent.persona];
          paragraphs.push(
            `This is more a question for the ${other}, so here is how I would start on it from that playbook. You can switch to the ${other} in the mentor menu to go deeper.`,
          );
        }
      } else if (said.kind === 'acknowledgement') {
        paragraphs.push(
          `${/thank/i.test(message) ? 'You’re welcome.' : 'Good.'} Let’s keep going on ${intent.about}.`,
        );
      } else if (said.followUp === 'today') {
        paragraphs.push(`Here is one thing you can do on ${intent.about} before the day is over.`);
      } else if (said.followUp === 'explain') {
        const last = [...history].reverse().find((t) => t.role === 'assistant');
        const earlierSteps = last ? numberedSteps(last.content) : [];
        const step = earlierSteps[said.step ?? 0];
        paragraphs.push(
          step
            ? `Gladly. That step was: “${step}” Here is why it matters: ${intent.guidance}`
            : `Gladly. ${intent.guidance}`,
        );
        paragraphs.push('Here it is in smaller pieces:');
      } else {
        paragraphs.push(`Let’s keep going on ${intent.about}. Here is what comes next.`);
      }
      const mood = sentimentOf(cleanText(message));
      if (said.kind === 'intent' && mood === 'negative')
        paragraphs.push(
          tone === 'direct'
            ? 'That sounds heavy. Let’s make it smaller and concrete.'
            : 'That sounds hard, and it makes sense that it weighs on you. Let’s make the next part smaller and concrete.',
        );
      if (!sessionGuidance && !(said.kind === 'follow-up' && said.followUp === 'explain'))
        paragraphs.push(intent.guidance);
      if (intent.professional) paragraphs.push(intent.professional);
      else if (PROFESSIONAL.test(cleanText(message)))
        paragraphs.push(
          'I’m an AI mentor, not a lawyer, doctor or financial adviser; for that part, please check with a qualified professional.',
        );
      if (event && said.kind !== 'follow-up')
        paragraphs.push(
          due.today
            ? 'With so little time before the date in your message, every step below is for today.'
            : 'I have set the steps to be done before the date in your message.',
        );

      if (said.kind === 'follow-up' && said.followUp === 'today') {
        steps = [intent.today];
      } else if (said.kind === 'follow-up' && said.followUp === 'explain') {
        const set = stepsFor(intent, 0, []);
        const step = set[said.step ?? 0] ?? set[0]!;
        steps = [
          fill(step),
          'Before you start, write down what could get in the way of that step, and one way around it.',
        ];
      } else {
        steps = stepsFor(intent, variant, said.kind === 'intent' ? [] : given).map(fill);
      }
      break;
    }
  }

  // The person's account: the linked goal and its next milestone, or the profile's aim; the previous session.
  const milestone = nextMilestone(ctx);
  const milestoneTitle = quotable(milestone);
  if (ctx.goal) {
    const title = quotable(ctx.goal.title);
    const target = ctx.goal.targetDate ? `, target ${isoDay(ctx.goal.targetDate)}` : '';
    const next = milestone
      ? milestoneTitle
        ? ` Your next open milestone is **${milestoneTitle}**.`
        : ' It has an open milestone to work on next.'
      : ctx.goal.milestones.length > 0
        ? ' All its milestones are done, so the focus is finishing strong.'
        : ' It has no milestones yet; breaking it into three or four would make progress visible.';
    paragraphs.push(
      `This ties into your ${title ? `goal **${title}**` : 'linked goal'} (${ctx.goal.progress}% done${target}).${next}`,
    );
  } else if (ctx.profile.primaryGoal) {
    const aim = quotable(ctx.profile.primaryGoal, 20);
    const horizon = ctx.profile.timeHorizon ? ` over ${ctx.profile.timeHorizon}` : '';
    paragraphs.push(
      aim
        ? `Keeping your bigger aim in view: _${aim}_${horizon}.`
        : `Keeping in view the primary goal from your profile${horizon}.`,
    );
  }
  if (ctx.previousSession && userTurns <= 1) {
    const line = previousSessionLine(ctx.previousSession);
    if (line) paragraphs.push(line);
  }
  if (tone === 'analytical' && intent)
    paragraphs.push(
      'There are two parts to this: what you can control now, and what you want to learn from doing it.',
    );

  // Steps for a greeting, or to work on the goal: the milestone comes in as a step of its own.
  const milestoneStep = milestone
    ? fill(
        `Block 45 minutes by {due} for your milestone${milestoneTitle ? ` “${milestoneTitle}”` : ''}: write what done looks like, then do the first part.`,
      )
    : null;
  if (answered === 'greeting' && steps.length === 0) {
    const fallback = PERSONA_FALLBACK_STEPS[type];
    steps = [milestoneStep ?? fill(fallback[variant % 3]!), fill(fallback[(variant + 1) % 3]!)];
  } else if (milestoneStep && intent && steps.length === 3 && !given.includes(milestoneStep)) {
    steps = [steps[0]!, steps[1]!, milestoneStep];
  }

  const heading = steps.length === 1 ? '**Next step**' : '**Next steps**';
  const list = steps.map((s, i) => `${i + 1}. ${capitalise(s)}`).join('\n');
  steps = steps.map(capitalise);
  // A clarifying question already ends on a question; "which of these" needs more than one step.
  const closers = CLOSERS[type].filter((c) => steps.length > 1 || !/\bthese\b/.test(c));
  const closing = answered === 'clarify' ? null : pick(closers, seed >>> 3);
  // In voice mode the reply is spoken: the steps are sentences said in order, with no heading or list.
  const stepsBlock = ctx.mode === 'voice' ? spokenSteps(steps) : `${heading}\n${list}`;
  const text = [...paragraphs, stepsBlock, ...(closing ? [closing] : []), OFFLINE_NOTICE].join('\n\n');
  return { text, steps, answered };
}

/** The words that lead each spoken step, by how many steps there are. */
function stepLeads(count: number): string[] {
  if (count === 1) return ['One thing to do next:'];
  const middle = Array.from({ length: Math.max(0, count - 2) }, (_, i) =>
    i === 0 ? 'Then,' : 'After that,',
  );
  return ['First,', ...middle, count === 2 ? 'Then,' : 'Finally,'];
}

/** A step's text after a lead word: its first letter lower case unless it starts a name or "I". */
function afterLead(step: string): string {
  const first = step.split(/\s/, 1)[0] ?? '';
  const keepCase = first === 'I' || /^I[’']/.test(first) || /[A-Z]/.test(first.slice(1));
  return keepCase ? step : step.charAt(0).toLowerCase() + step.slice(1);
}

/**
 * The steps as spoken sentences for the voice mode ("First, … Then, … Finally, …"), each ended with a full stop. */
function spokenSteps(steps: readonly string[]): string {
  const leads = stepLeads(steps.length);
  return steps
    .map((step, i) => {
      const text = `${leads[i]} ${afterLead(step.trim())}`;
      return /[.!?]$/.test(text) ? text : `${text}.`;
    })
    .join(' ');
}
