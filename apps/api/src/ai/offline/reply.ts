import { addDays, NEXT_STEPS_MAX } from '@mentor/validation';
import { isoDay } from '../prompts';
import type { ChatTurn, MentorContext } from '../provider';
import {
  CLOSERS,
  CRISIS,
  DEFAULT_TONE,
  GREETINGS,
  OFFLINE_NOTICE,
  OPENERS,
  PERSONA_FALLBACK_STEPS,
  PROFESSIONAL,
  REVIEW_STEP,
  type Tone,
} from './content';
import { clip, detectTopics, hashText, keyPhrase, pick, plain, sentimentOf } from './text';

function toneOf(ctx: MentorContext): Tone {
  const t = ctx.profile.preferredTone;
  return t === 'direct' || t === 'supportive' || t === 'analytical' ? t : DEFAULT_TONE[ctx.mentor.type];
}

function weekday(date: Date): string {
  return date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
}

/** The coming Friday at least 3 days away: a realistic deadline inside the week ahead. */
function deadline(now: Date): Date {
  let days = (5 - now.getUTCDay() + 7) % 7;
  if (days < 3) days += 7;
  return addDays(now, days);
}

function fill(template: string, ctx: MentorContext): string {
  const day = weekday(deadline(ctx.now));
  const day2 = isoDay(addDays(ctx.now, 14));
  return template
    .replace(/\{day\}/g, day)
    .replace(/\{day2\}/g, day2)
    .replace(/\{horizon\}/g, ctx.profile.timeHorizon ?? '90 days');
}

function nextMilestone(ctx: MentorContext): string | null {
  return ctx.goal?.milestones.find((m) => !m.completed)?.title ?? null;
}

export interface OfflineReply {
  text: string;
  steps: string[];
}

/** The offline mentor's reply to the last user message of `history`. */
export function composeReply(ctx: MentorContext, history: readonly ChatTurn[]): OfflineReply {
  const message = [...history].reverse().find((t) => t.role === 'user')?.content ?? '';
  const userTurns = history.filter((t) => t.role === 'user').length;
  const seed = hashText(`${ctx.mentor.type}:${message}`);
  const tone = toneOf(ctx);
  const type = ctx.mentor.type;
  const name = ctx.profile.firstName?.trim();
  const paragraphs: string[] = [];

  if (CRISIS.test(message)) {
    const text = [
      `${name ? `${name}, ` : ''}I’m really glad you told me. What you describe sounds serious, and you deserve support from a person right now.`,
      'Please contact a crisis line or emergency services in your country (in the US you can call or text 988), or reach out to someone you trust and tell them how you feel.',
      '**Next step**',
      '1. Contact a crisis line, a doctor or someone you trust today, and tell them what you told me.',
      OFFLINE_NOTICE,
    ].join('\n\n');
    return {
      text,
      steps: ['Contact a crisis line, a doctor or someone you trust today, and tell them what you told me.'],
    };
  }

  // 1. Opening in the persona's voice, reflecting the message.
  const gist = keyPhrase(message);
  if (!gist) {
    const hello = name ? `Hi ${name}!` : 'Hi!';
    paragraphs.push(
      userTurns <= 1
        ? `${hello} I’m your ${ctx.mentor.name}. ${GREETINGS[type]}`
        : `${hello} ${GREETINGS[type]}`,
    );
  } else if (gist.lead) {
    const opener = pick(OPENERS[type][tone], seed);
    paragraphs.push(`${opener} I hear that ${gist.lead} **${gist.phrase}**.`);
  } else {
    const opener = pick(OPENERS[type][tone], seed);
    paragraphs.push(`${opener} You said: “${gist.phrase}”.`);
  }

  // 2. Feelings.
  const mood = sentimentOf(message);
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
  const topics = detectTopics(message, type);
  const topic = topics[0];
  if (topic) paragraphs.push(topic.insight);
  const milestone = nextMilestone(ctx);
  if (ctx.goal) {
    const target = ctx.goal.targetDate ? `, target ${isoDay(ctx.goal.targetDate)}` : '';
    const next = milestone
      ? ` Your next open milestone is **${plain(milestone)}**.`
      : ctx.goal.milestones.length > 0
        ? ' All its milestones are done, so the focus is finishing strong.'
        : ' It has no milestones yet; breaking it into three or four would make progress visible.';
    paragraphs.push(
      `This ties into your goal **${plain(ctx.goal.title)}** (${ctx.goal.progress}% done${target}).${next}`,
    );
  } else if (ctx.profile.primaryGoal) {
    const horizon = ctx.profile.timeHorizon ? ` over ${ctx.profile.timeHorizon}` : '';
    paragraphs.push(
      `Keeping your bigger aim in view: _${clip(plain(ctx.profile.primaryGoal), 140)}_${horizon}.`,
    );
  }
  if (ctx.previousSession && userTurns <= 1) {
    paragraphs.push(
      `Last time we talked about ${clip(plain(ctx.previousSession.summary), 160).replace(/^([A-Z])/, (c) => c.toLowerCase())}`,
    );
  }
  if (PROFESSIONAL.test(message)) {
    paragraphs.push(
      'I’m an AI mentor, not a lawyer, doctor or financial adviser; for that part, please check with a qualified professional.',
    );
  }
  if (tone === 'analytical') {
    paragraphs.push(
      'There are two parts to this: what you can control this week, and what you want to learn from doing it.',
    );
  }

  // 4. One to three concrete next steps.
  const wordCount = message.trim().split(/\s+/).filter(Boolean).length;
  const count = gist === null || wordCount < 6 ? 2 : NEXT_STEPS_MAX;
  const steps: string[] = [];
  const add = (s: string) => {
    const text = fill(s, ctx);
    if (steps.length < count && !steps.includes(text)) steps.push(text);
  };
  const rotate = (items: readonly string[], by: number) =>
    items.map((_, i) => items[(i + by) % items.length]!);
  const topicSteps = topic ? rotate(topic.steps, seed) : [];
  if (topicSteps[0]) add(topicSteps[0]);
  if (milestone) {
    add(
      `Block 45 minutes in the next 3 days for your milestone “${clip(plain(milestone), 80)}”: write what done looks like, then do the first part.`,
    );
  } else if (!ctx.goal && ctx.profile.primaryGoal && !topic) {
    add(
      `Write down what would make “${clip(plain(ctx.profile.primaryGoal), 80)}” feel on track a month from now, and pick the smallest action toward it you can finish by {day}.`,
    );
  }
  if (gist && !topic && gist.phrase.length > 0) {
    add(
      `Write down what “${clip(gist.phrase, 70)}” looks like when it is done, in one sentence, and do a first 30-minute piece of it by {day}.`,
    );
  }
  if (topicSteps[1]) add(topicSteps[1]);
  const second = topics[1];
  if (second) add(pick(second.steps, seed >>> 3));
  for (const s of PERSONA_FALLBACK_STEPS[type]) add(s);
  if (steps.length < count) add(REVIEW_STEP[type]);

  const title = steps.length === 1 ? '**Next step**' : '**Next steps**';
  const list = steps.map((s, i) => `${i + 1}. ${s}`).join('\n');
  const closing = pick(CLOSERS[type], seed >>> 7);
  const text = [...paragraphs, `${title}\n${list}`, closing, OFFLINE_NOTICE].join('\n\n');
  return { text, steps };
}
