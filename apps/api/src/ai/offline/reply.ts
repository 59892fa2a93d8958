import { NEXT_STEPS_MAX } from '@mentor/validation';
import { isoDay } from '../prompts';
import type { ChatTurn, MentorContext } from '../provider';
import {
  CLOSERS,
  CRISIS,
  CRISIS_STEP,
  DEFAULT_TONE,
  GREETING_START,
  GREETINGS,
  OFFLINE_NOTICE,
  OPENERS,
  PERSONA_FALLBACK_STEPS,
  PROFESSIONAL,
  REVIEW_STEP,
  type Tone,
} from './content';
import { stepDeadline } from './dates';
import {
  cleanText,
  detectTopics,
  hashText,
  isGreeting,
  isQuotable,
  looksEnglish,
  numberedSteps,
  pick,
  reflections,
  sentimentOf,
  type Reflection,
} from './text';

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

function render(r: Reflection): string {
  return r.lead ? `${r.lead} **${r.phrase}**` : `**${r.phrase}**`;
}

function nextMilestone(ctx: MentorContext): string | null {
  return ctx.goal?.milestones.find((m) => !m.completed)?.title ?? null;
}

export interface OfflineReply {
  text: string;
  steps: string[];
}

const ACKNOWLEDGEMENT =
  /^(ok|okay|thanks|thank you|got it|sure|great|cool|yes|no|alright|nice)\b[\s!.,a-z]{0,20}$/i;
const HELP = /^(help|help me|i need help|sos|\?+)[\s!.?]*$/i;

/** The offline mentor's reply to the last user message of `history`. */
export function composeReply(ctx: MentorContext, history: readonly ChatTurn[]): OfflineReply {
  const message = [...history].reverse().find((t) => t.role === 'user')?.content ?? '';
  const userTurns = history.filter((t) => t.role === 'user').length;
  const earlierUser = history
    .filter((t) => t.role === 'user')
    .slice(0, -1)
    .map((t) => t.content);
  const given = history.filter((t) => t.role === 'assistant').flatMap((t) => numberedSteps(t.content));
  const seed = hashText(`${ctx.mentor.type}:${message}`);
  const tone = toneOf(ctx);
  const type = ctx.mentor.type;
  const name = ctx.profile.firstName?.trim();
  const due = stepDeadline(ctx.now);
  const paragraphs: string[] = [];
  let intro: string | null = null;

  if (CRISIS.test(message.replace(/’/g, "'"))) {
    const text = [
      `${name ? `${name}, ` : ''}I’m really glad you told me. What you describe sounds serious, and you deserve support from a person right now.`,
      'Please contact a crisis line or emergency services in your country (in the US you can call or text 988), or reach out to someone you trust and tell them how you feel.',
      '**Next step**',
      `1. ${CRISIS_STEP}`,
      OFFLINE_NOTICE,
    ].join('\n\n');
    return { text, steps: [CRISIS_STEP] };
  }

  // 1. Opening in the persona's voice: the person's words where they are whole, else the topic in our words.
  const said = reflections(message);
  const clean = cleanText(message);
  const topicsNow = detectTopics(clean, type);
  const carried = topicsNow.length === 0 && earlierUser.length > 0;
  const topics = carried ? detectTopics(cleanText(earlierUser.join('\n')), type) : topicsNow;
  const topic = topics[0];
  const opener = pick(OPENERS[type][tone], seed);
  const trimmed = message.trim();
  if (said.length === 1 && said[0]!.lead === null && !topic) {
    paragraphs.push(`${opener} You said: “${said[0]!.phrase}”.`);
  } else if (said.length > 0 && said[0]!.lead !== null) {
    paragraphs.push(`${opener} I hear that ${said.map(render).join(', and ')}.`);
  } else if (ACKNOWLEDGEMENT.test(trimmed) && userTurns > 1) {
    const thanks = /thank/i.test(trimmed) ? 'You’re welcome.' : 'Good.';
    paragraphs.push(
      topic ? `${thanks} Let’s keep going on ${topic.about}.` : `${thanks} Here is what I would do next.`,
    );
  } else if (
    !topic &&
    !looksEnglish(message) &&
    !isGreeting(trimmed) &&
    !HELP.test(trimmed) &&
    !ACKNOWLEDGEMENT.test(trimmed) &&
    (/[^\s!-~]/.test(clean) || trimmed.split(/\s+/).length >= 3)
  ) {
    paragraphs.push(
      'While I run offline I understand English best, so here is a good general way to start. Tell me more in English whenever you like.',
    );
  } else if (isGreeting(trimmed) || HELP.test(trimmed) || trimmed.split(/\s+/).length < 3) {
    const hello = name ? `Hi ${name}!` : 'Hi!';
    const helping = HELP.test(trimmed) ? ' I’m here to help.' : '';
    paragraphs.push(
      userTurns <= 1
        ? `${hello} I’m your ${ctx.mentor.name}.${helping} ${GREETINGS[type]}`
        : `${hello}${helping} ${GREETINGS[type]}`,
    );
    intro = GREETING_START[type];
  } else if (topic) {
    paragraphs.push(
      carried
        ? `Let’s keep going on ${topic.about}.`
        : `${opener} It sounds like what’s on your mind is ${topic.about}.`,
    );
  } else if (sentimentOf(clean) === 'positive') {
    paragraphs.push('That is good news, and it is worth taking a moment to enjoy it.');
  } else if (/\?\s*$/.test(trimmed)) {
    paragraphs.push(
      'That is a bit outside what I can help with offline, so here is a good way to use this session instead.',
    );
  } else {
    paragraphs.push(
      'I’m not sure yet what you would like to work on, so here is a good way to start, and you can tell me more.',
    );
  }

  // 2. Feelings.
  const mood = sentimentOf(clean);
  if (mood === 'negative') {
    paragraphs.push(
      tone === 'direct'
        ? 'That sounds heavy. Let’s make it smaller and concrete.'
        : 'That sounds hard, and it makes sense that it weighs on you. Let’s make the next part smaller and concrete.',
    );
  } else if (mood === 'positive') {
    paragraphs.push(
      tone === 'direct'
        ? 'Good progress. Let’s build on it.'
        : 'That is real progress, and it is worth noticing. Let’s build on it.',
    );
  }

  // 3. Guidance tied to the topic, the goal and the profile.
  if (topic && !history.some((t) => t.role === 'assistant' && t.content.includes(topic.insight)))
    paragraphs.push(topic.insight);
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
  if (PROFESSIONAL.test(clean)) {
    paragraphs.push(
      'I’m an AI mentor, not a lawyer, doctor or financial adviser; for that part, please check with a qualified professional.',
    );
  }
  if (tone === 'analytical') {
    paragraphs.push(
      'There are two parts to this: what you can control now, and what you want to learn from doing it.',
    );
  }

  // 4. One to three concrete next steps, each an action item on its own, due on the one deadline (dates.ts).
  const wordCount = trimmed.split(/\s+/).filter(Boolean).length;
  const count = (said.length === 0 && !topic) || wordCount < 6 ? 2 : NEXT_STEPS_MAX;
  const steps: string[] = [];
  const fill = (template: string) =>
    template.replace(/\{due\}/g, due.words).replace(/\{horizon\}/g, ctx.profile.timeHorizon ?? '90 days');
  const candidates: string[] = [];
  // A topic's steps come in their order: each builds on the one before.
  const topicSteps = topic ? topic.steps : [];
  if (topicSteps[0]) candidates.push(topicSteps[0]);
  if (milestone) {
    candidates.push(
      `Block 45 minutes by {due} for your milestone${milestoneTitle ? ` “${milestoneTitle}”` : ''}: write what done looks like, then do the first part.`,
    );
  } else if (!ctx.goal && ctx.profile.primaryGoal && !topic) {
    const aim = quotable(ctx.profile.primaryGoal);
    candidates.push(
      `Write down what would make ${aim ? `“${aim}”` : 'your primary goal'} feel on track, and pick the smallest action toward it you can finish by {due}.`,
    );
  }
  candidates.push(...topicSteps.slice(1));
  const second = topics[1];
  if (second) candidates.push(pick(second.steps, seed >>> 3));
  // A follow-up that has had a topic's steps moves on to the session's other topics.
  for (const other of topics.slice(1)) candidates.push(...other.steps);
  candidates.push(...PERSONA_FALLBACK_STEPS[type], REVIEW_STEP[type]);
  // Steps already given in this session come last, so a follow-up moves on.
  const fresh = candidates.map(fill).filter((s) => !given.includes(s));
  for (const s of [...fresh, ...candidates.map(fill)])
    if (steps.length < count && !steps.includes(s)) steps.push(s);

  const title = steps.length === 1 ? '**Next step**' : '**Next steps**';
  const list = steps.map((s, i) => `${i + 1}. ${s}`).join('\n');
  const closing = pick(CLOSERS[type], seed >>> 7);
  const text = [...paragraphs, ...(intro ? [intro] : []), `${title}\n${list}`, closing, OFFLINE_NOTICE].join(
    '\n\n',
  );
  return { text, steps };
}
