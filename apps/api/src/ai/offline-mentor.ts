import {
  MEMORY_TEXT_MAX,
  NEXT_STEPS_MAX,
  SUMMARY_ACTION_ITEMS_MAX,
  newMemories,
  sessionSummarySchema,
  type MentorType,
  type SessionSummaryContent,
} from '@mentor/validation';
import { isoDay } from './prompts';
import type { ChatTurn, MentorContext } from './provider';

/**
 * The offline mentor: a deterministic coaching engine used when no language model is configured. Everything it
 * writes is derived from what the person said, their profile and their linked goal; the same input always gives
 * the same output. Its replies say plainly that it runs offline.
 */

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------

/** A stable small hash, so template choices vary with the message but never randomly. */
export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length]!;
}

/** Strips Markdown and HTML markers from quoted text so it shows as plain words. */
function plain(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/[*_`#<>[\]|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const PRONOUNS: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  "we're": "you're",
  our: 'your',
  us: 'you',
};

/** First person to second person: "my CV" -> "your CV". */
export function toSecondPerson(text: string): string {
  return text
    .replace(/\bI am\b/gi, 'you are')
    .replace(/\bI was\b/gi, 'you were')
    .replace(/[A-Za-z']+/g, (word) => {
      const swap = PRONOUNS[word.toLowerCase().replace(/’/g, "'")];
      if (!swap) return word;
      // "I", "I'm", "I've"… are capitalised wherever they stand: their swap is lower case; others keep their case.
      const capitalised = word[0] === word[0]!.toUpperCase() && !word.toLowerCase().startsWith('i');
      return capitalised ? swap[0]!.toUpperCase() + swap.slice(1) : swap;
    });
}

const REFLECTIONS: { re: RegExp; lead: string }[] = [
  { re: /\bi(?:'m| am) (?:really )?struggling (?:with|to) (.+)/i, lead: 'you’re struggling with' },
  { re: /\bi(?:'m| am) (?:stuck|blocked) (?:on|with) (.+)/i, lead: 'you’re stuck on' },
  { re: /\bi(?:'m| am) (?:trying|working) (?:to|on) (.+)/i, lead: 'you’re working to' },
  { re: /\bmy (?:main |biggest )?goal is (?:to )?(.+)/i, lead: 'your goal is to' },
  { re: /\bi (?:really )?(?:want|would like|'d like|need|hope|plan) to (.+)/i, lead: 'you want to' },
  { re: /\bi (?:really )?(?:want|need) (?!to\b)(.+)/i, lead: 'you want' },
  { re: /\bhow (?:do|can|should) i (.+)/i, lead: 'you’re asking how to' },
  { re: /\bshould i (.+)/i, lead: 'you’re weighing whether to' },
  { re: /\b(?:can you )?help me (?:to )?(.+)/i, lead: 'you’d like help to' },
  {
    re: /\bi(?:'m| am) (?:worried|anxious|nervous|afraid|scared) (?:about|that|of) (.+)/i,
    lead: 'you’re worried about',
  },
  { re: /\bi (?:can't|cannot|can’t) (.+)/i, lead: 'you feel you can’t' },
];

/** The gist of a message in the mentor's words, or null for greetings and very short messages. */
export function keyPhrase(message: string): { lead: string | null; phrase: string } | null {
  const text = plain(message);
  if (isGreeting(text) || text.split(/\s+/).length < 3) return null;
  for (const { re, lead } of REFLECTIONS) {
    const match = re.exec(text);
    if (match?.[1]) {
      const phrase = clip(
        toSecondPerson(match[1].split(/(?<=[.!?])\s|[.!?]$/)[0] ?? match[1]).replace(/[.!?]+$/, ''),
        110,
      );
      if (phrase.length > 2) return { lead, phrase };
    }
  }
  const first = sentences(text)[0] ?? text;
  return { lead: null, phrase: clip(first.replace(/[.!?]+$/, ''), 120) };
}

export function isGreeting(text: string): boolean {
  return /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you)\b[\s!.,a-z]{0,20}$/i.test(
    text.trim(),
  );
}

const NEGATIVE_WORDS = [
  'stuck',
  'anxious',
  'anxiety',
  'overwhelm',
  'worried',
  'worry',
  'stress',
  'tired',
  'exhausted',
  'frustrat',
  'lost',
  'afraid',
  'scared',
  'burnout',
  'burned out',
  'burnt out',
  "can't",
  'cannot',
  'fail',
  'rejected',
  'sad',
  'confused',
  'unmotivated',
  'procrastinat',
  'hopeless',
  'angry',
  'upset',
  'lonely',
  'nervous',
  'struggl',
  'difficult',
  'hard time',
];
const POSITIVE_WORDS = [
  'excited',
  'happy',
  'proud',
  'great',
  'good news',
  'landed',
  'finished',
  'completed',
  'shipped',
  'launched',
  'progress',
  'motivated',
  'confident',
  'grateful',
  'glad',
  'won',
  'achieved',
  'managed to',
  'works',
  'love',
  'thrilled',
  'better',
];

function countWords(text: string, words: readonly string[]): number {
  const lower = text.toLowerCase();
  return words.reduce((n, w) => n + (lower.includes(w) ? 1 : 0), 0);
}

export function sentimentOf(text: string): 'positive' | 'negative' | 'neutral' {
  const neg = countWords(text, NEGATIVE_WORDS);
  const pos = countWords(text, POSITIVE_WORDS);
  if (pos > neg) return 'positive';
  if (neg > pos) return 'negative';
  return 'neutral';
}

const CRISIS = /\b(suicid\w*|kill myself|end my life|self[- ]harm|hurt myself|don'?t want to live)\b/i;
const PROFESSIONAL =
  /\b(lawyer|legal|lawsuit|contract|tax(es)?|invest(ing|ment)?|stocks?|mortgage|diagnos\w*|medication|medical|doctor|therapy|therapist|depress\w*)\b/i;

// ---------------------------------------------------------------------------
// Topics and step templates
// ---------------------------------------------------------------------------

interface Topic {
  id: string;
  /** The mentors whose coaching covers the topic. */
  personas: readonly MentorType[];
  /** How much each mention counts when topics compete (people and wellbeing first). */
  weight?: number;
  re: RegExp;
  insight: string;
  steps: readonly string[];
}

const TOPICS: readonly Topic[] = [
  {
    id: 'interview',
    personas: ['career'],
    re: /\binterview/i,
    insight: 'Interviews reward rehearsed stories with concrete results more than perfect answers.',
    steps: [
      'Write out answers to the 3 interview questions you dread most, each as a short story (situation, action, result), and say them out loud once.',
      'Book a 30-minute mock interview with a friend or colleague before {day}, and ask for one thing to improve.',
      'Research the company for 20 minutes and write down 2 questions you genuinely want to ask them.',
    ],
  },
  {
    id: 'cv',
    personas: ['career'],
    re: /\b(cv|resume|résumé|portfolio|linkedin profile|cover letter)\b/i,
    insight: 'A CV works when the first third shows one target role and results with numbers.',
    steps: [
      'Rewrite the top third of your CV for one target role: a one-line headline and 3 results with numbers.',
      'Ask one person who works in that role to spend 10 minutes on your CV, and apply their top fix by {day}.',
      'Cut every line that does not support the target role, then save it as a new version.',
    ],
  },
  {
    id: 'jobsearch',
    personas: ['career'],
    re: /\b(job search|new job|apply|applying|applications?|hiring manager|recruiter|find a job|get a job)\b/i,
    insight: 'A focused search with a few tailored applications beats many generic ones.',
    steps: [
      'Pick 5 openings that fit, and send 2 tailored applications by {day}.',
      'Message 2 people at companies you like and ask for a 15-minute chat about their work.',
      'Keep a simple tracker (role, date, next action) and update it every evening this week.',
    ],
  },
  {
    id: 'promotion',
    personas: ['career'],
    re: /\b(promot\w*|raise|salary|pay rise|negotiat\w*|compensation|next level|senior)\b/i,
    insight: 'Promotions and raises follow visible impact and a clear conversation about the next level.',
    steps: [
      'List 3 results from the last 6 months with their impact in numbers or outcomes.',
      'Ask your manager for a 20-minute conversation before {day} about what the next level looks like for you.',
      'Find one market data point for your role and level, and write down the number you will ask for.',
    ],
  },
  {
    id: 'change',
    personas: ['career', 'life'],
    // Career-change phrasing: "move from teaching into product", "move into UX", "get into tech" (not "get into
    // the habit"), "break into", "switch to", "transition(ing)".
    re: /\b(?:career change|switch(?:ing)? careers?|chang(?:e|ing) careers?|pivot\w*|transition\w*|new field|new industry|mov(?:e|ing) from\b.{1,80}?\b(?:into|to)\b|mov(?:e|ing) into|(?:get|getting) into(?! (?:the |a |any )?(?:habit|shape|trouble|routine|bed|debt|fights?|arguments?)\b)|break(?:ing)? into|switch(?:ing)? (?:to|into))/i,
    insight:
      'A career change gets real through conversations with people already doing the work and a small proof project.',
    steps: [
      'Name 2 target roles and message one person doing each to ask for a 15-minute conversation.',
      'Start a small project that shows the new skill and set a date to share it: {day}.',
      'Write down which of your current skills transfer, with one example for each.',
    ],
  },
  {
    id: 'skills',
    personas: ['career', 'founder', 'life'],
    re: /\b(learn\w*|skills?|course|study|studying|certificat\w*|practice|coding|programming)\b/i,
    insight: 'Skills grow with short, scheduled practice and something to show at the end.',
    steps: [
      'Choose one skill and put three 45-minute practice blocks in your calendar this week.',
      'Build one small thing with it that you can show someone by {day}.',
      'Write down how you will know you have improved (a test, a task you can do, feedback).',
    ],
  },
  {
    id: 'customers',
    personas: ['founder'],
    re: /\b(customers?|users?|discovery|validat\w*|customer feedback|problem interviews?|market|niche|audience)\b/i,
    insight:
      'What customers did last time they had the problem is the evidence that counts, not what they say they would do.',
    steps: [
      'Talk to 5 potential customers before {day} and ask about the last time they had the problem, not about your idea.',
      'Write down the 3 strongest quotes from those conversations and what each one implies.',
      'Decide in advance what answer would make you change direction, and note it.',
    ],
  },
  {
    id: 'fundraising',
    personas: ['founder'],
    re: /\b(fundrais\w*|investors?|raise money|raising|pitch|deck|vc|seed round|pre-seed|angels?|valuation)\b/i,
    insight: 'Investors fund evidence of traction and a clear story more than a polished deck.',
    steps: [
      'Write your one-paragraph story: the problem, who has it, your evidence of traction, and the ask.',
      'List 10 investors who back your stage and sector, and ask for one warm introduction by {day}.',
      'Pick the one metric that best shows momentum and chart it week by week.',
    ],
  },
  {
    id: 'conflict',
    personas: ['founder', 'career', 'life'],
    weight: 2,
    re: /\b(disagree\w*|disagreement|conflict\w*|argu\w*|tension|fight\w*|falling out|clash\w*)\b/i,
    insight:
      'Disagreements get easier when you separate the goal you share from the competing ways to reach it.',
    steps: [
      'Before you talk again, write down in two sentences what each of you wants and what you already agree on.',
      'Set 30 minutes this week to talk it through, each of you explaining the other’s view before your own.',
      'Agree on one small, reversible test that settles the question with evidence, and a date to review it: {day}.',
    ],
  },
  {
    id: 'team',
    personas: ['founder', 'career'],
    // Managing people, not a job title such as product or project manager ("product management" is a field).
    re: /\b(?:team|hiring|hire|co-?founders?|employees?|delegat\w*|(?<!\b(?:product|project|program|programme)\s)(?:manager|management|managing))\b/i,
    insight: 'Clear ownership of outcomes makes teams and hires work.',
    steps: [
      'Write the one outcome this person or role must own in the next 90 days.',
      'Have a 30-minute conversation this week to agree on that outcome and how you will both see progress.',
      'Pick one task you do that someone else could own, and hand it over by {day}.',
    ],
  },
  {
    id: 'product',
    personas: ['founder'],
    re: /\b(product|mvp|launch\w*|features?|roadmap|prototype|ship\w*|build\w*|app)\b/i,
    insight: 'A smaller scope shipped soon teaches more than a big launch later.',
    steps: [
      'Cut the scope to the one workflow customers asked for, and set a ship date no later than {day2}.',
      'Put the current version in front of 3 users and watch them use it without helping.',
      'Write down the one number that tells you whether the launch worked.',
    ],
  },
  {
    id: 'revenue',
    personas: ['founder'],
    re: /\b(revenue|pricing|prices?|sales|sell\w*|pay|pays|paying|paid|charg\w*|monetis\w*|monetiz\w*|churn|conversion|mrr|arr)\b/i,
    insight: 'Asking for money early is the fastest test of whether the problem matters.',
    steps: [
      'Ask 3 prospects to pay (or pre-pay) a specific price before {day}, and note each answer word for word.',
      'Write your offer in two sentences: who it is for and what they get.',
      'Review last month’s numbers and name the one step where most people drop off.',
    ],
  },
  {
    id: 'stress',
    personas: ['career', 'founder', 'life'],
    weight: 2,
    re: /\b(stress\w*|anxious|anxiety|burn\s?out|burned out|burnt out|overwhelm\w*|exhausted|tired|worried|worry)\b/i,
    insight: 'Recovery is part of the plan: energy, not time, is usually the scarce resource.',
    steps: [
      'Put two 20-minute breaks in your calendar this week that are only for recovery: a walk, no screens.',
      'Write down what drains you most right now and one boundary you can set on it by {day}.',
      'Tell one person you trust how you are doing this week.',
    ],
  },
  {
    id: 'habits',
    personas: ['life', 'career'],
    re: /\b(habits?|routines?|consisten\w*|discipline|every day|daily|morning)\b/i,
    insight: 'Habits stick when they start tiny and hang on something you already do.',
    steps: [
      'Pick a 2-minute version of the habit and attach it to something you already do every day.',
      'Track it on paper for the next 7 days, one tick a day.',
      'Decide now what you will do on a bad day (the smallest version still counts).',
    ],
  },
  {
    id: 'health',
    personas: ['life'],
    re: /\b(sleep\w*|exercis\w*|health\w*|fitness|gym|run|running|weight|diet|eat\w*)\b/i,
    insight: 'Small, repeatable health actions beat ambitious plans.',
    steps: [
      'Choose one health action (a 20-minute walk, a fixed bedtime) and do it 3 times before {day}.',
      'Prepare the night before: lay out what you need so starting takes no decision.',
      'Note how you feel each day this week, in one word.',
    ],
  },
  {
    id: 'relationships',
    personas: ['life', 'career'],
    re: /\b(relationships?|family|friends?|partner|wife|husband|kids|children|parents?|colleague|boss)\b/i,
    insight: 'Relationships move through unhurried conversations where you listen first.',
    steps: [
      'Plan one unhurried conversation this week and open it by asking how they see the situation.',
      'Write down what you want them to understand, in two sentences, before you talk.',
      'Afterwards, note one thing you learned about their view.',
    ],
  },
  {
    id: 'decision',
    personas: ['career', 'founder', 'life'],
    re: /\b(decid\w*|decision|choose|choice|options?|offers?|should i|whether|torn|or not)\b/i,
    insight: 'Decisions get easier with the options side by side and a date to decide by.',
    steps: [
      'Write the options side by side with what each gives and costs you a year from now.',
      'Set a date to decide, {day}, and tell someone so it sticks.',
      'Talk to one person who has made a similar choice and ask what they would do again.',
    ],
  },
  {
    id: 'focus',
    personas: ['career', 'founder', 'life'],
    re: /\b(focus\w*|priorit\w*|procrastinat\w*|motivat\w*|distract\w*|too many|busy|time management|stuck)\b/i,
    insight: 'Progress comes from one priority at a time and a first step small enough to start today.',
    steps: [
      'List everything on your plate, circle the one item that moves your goal most, and park the rest until {day}.',
      'Pick the task you keep putting off, cut it down to a 25-minute first step, and start it today.',
      'Block the same 45 minutes on three days this week for your top priority, and protect them.',
    ],
  },
  {
    id: 'purpose',
    personas: ['life', 'career'],
    re: /\b(purpose|meaning\w*|values?|direction|fulfil\w*|passion|what i want|calling)\b/i,
    insight: 'Direction shows up in the moments when you felt most like yourself.',
    steps: [
      'Write down 3 moments from the last year when you felt most yourself, and what they have in common.',
      'Pick one small experiment that matches that pattern and try it before {day}.',
      'Name the value behind your goal in one word and put it where you will see it.',
    ],
  },
];

const PERSONA_FALLBACK_STEPS: Record<MentorType, readonly string[]> = {
  founder: [
    'Write down the single biggest risk to the business right now, and one test that would reduce it before {day}.',
    'Talk to 3 customers or prospects this week about the problem you solve.',
    'Pick one metric to watch next week (conversations held, sign-ups or revenue) and note today’s number.',
  ],
  career: [
    'Write one sentence on the role or result you want in {horizon}, and one action that moves you toward it this week.',
    'Message one person who is where you want to be and ask for a 15-minute conversation.',
    'At the end of the week, note what you did and learned, and bring it to your next session.',
  ],
  life: [
    'Take 10 minutes to write what matters most to you about this, and what a good month would look like.',
    'Choose one small action that fits that picture and do it before {day}.',
    'Each evening this week, note one moment where things went well.',
  ],
};

const REVIEW_STEP: Record<MentorType, string> = {
  founder: 'On {day}, review what you learned in one paragraph and decide: continue, change or stop.',
  career: 'On {day}, write down what you did and what you learned, and bring it to your next session.',
  life: 'On {day}, take five quiet minutes to notice what changed, and be kind about what did not.',
};

// ---------------------------------------------------------------------------
// Persona voice
// ---------------------------------------------------------------------------

type Tone = 'direct' | 'supportive' | 'analytical';

const DEFAULT_TONE: Record<MentorType, Tone> = { founder: 'direct', career: 'direct', life: 'supportive' };

const OPENERS: Record<MentorType, Record<Tone, readonly string[]>> = {
  founder: {
    direct: ['Founder to founder, here is how I see it.', 'Let’s cut to what moves the business.'],
    supportive: [
      'Building a company is hard, and asking for a sounding board is the right move.',
      'Good that you are bringing this up now.',
    ],
    analytical: [
      'Let’s separate what you know from what you assume.',
      'Let’s break this into evidence, risk and next test.',
    ],
  },
  career: {
    direct: ['Let’s turn this into visible progress.', 'Here is what I would focus on.'],
    supportive: [
      'Thank you for sharing this; it is a meaningful step to work on.',
      'You are asking the right question.',
    ],
    analytical: [
      'Let’s break this down into what you control and what you need to learn.',
      'Let’s look at this in parts.',
    ],
  },
  life: {
    direct: ['Let’s be clear about what matters here.', 'Here is a simple way to approach this.'],
    supportive: ['Thank you for trusting me with this.', 'Let’s slow down and look at this together.'],
    analytical: ['Let’s look at the pattern underneath this.', 'Let’s untangle this one piece at a time.'],
  },
};

const GREETINGS: Record<MentorType, string> = {
  founder: 'Tell me what you are building and what is in the way this week. Here is a good way to start:',
  career: 'Tell me where you are in your career and where you want to get to. Here is a good way to start:',
  life: 'Tell me what is on your mind, big or small. Here is a gentle way to start:',
};

const CLOSERS: Record<MentorType, readonly string[]> = {
  founder: [
    'What evidence would change your mind on this?',
    'Which of these can you start before the end of tomorrow?',
  ],
  career: ['What feels like the biggest obstacle to the first step?', 'Which of these will you do first?'],
  life: ['How does that sit with you?', 'What would make the first step feel easy?'],
};

export const OFFLINE_NOTICE =
  '_Running offline: no AI model is connected, so this guidance comes from MentorAI’s built-in coaching playbook._';

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
  return new Date(now.getTime() + days * DAY_MS);
}

function fill(template: string, ctx: MentorContext): string {
  const day = weekday(deadline(ctx.now));
  const day2 = isoDay(new Date(ctx.now.getTime() + 14 * DAY_MS));
  return template
    .replace(/\{day\}/g, day)
    .replace(/\{day2\}/g, day2)
    .replace(/\{horizon\}/g, ctx.profile.timeHorizon ?? '90 days');
}

/** The topics of `text` the mentor coaches on: the most mentioned first, then in the table's order. */
export function detectTopics(text: string, persona?: MentorType): Topic[] {
  const hits = (t: Topic) => (text.match(new RegExp(t.re.source, 'gi'))?.length ?? 0) * (t.weight ?? 1);
  return TOPICS.filter((t) => !persona || t.personas.includes(persona))
    .map((topic, order) => ({ topic, order, count: hits(topic) }))
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map((x) => x.topic);
}

function nextMilestone(ctx: MentorContext): string | null {
  return ctx.goal?.milestones.find((m) => !m.completed)?.title ?? null;
}

// ---------------------------------------------------------------------------
// Reply
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Summary
// ---------------------------------------------------------------------------

/** The reply's reflections, as the summary tells them afterwards. */
const SUMMARY_LEADS: Record<string, string> = {
  'you’re struggling with': 'you said you are struggling with',
  'you’re stuck on': 'you said you are stuck on',
  'you’re working to': 'you are working to',
  'your goal is to': 'your goal is to',
  'you want to': 'you want to',
  'you want': 'you want',
  'you’re asking how to': 'you asked how to',
  'you’re weighing whether to': 'you are weighing whether to',
  'you’d like help to': 'you asked for help to',
  'you’re worried about': 'you are worried about',
  'you feel you can’t': 'you feel you can’t',
};

/** Numbered list items ("1. Do x") of a text, in order. */
export function numberedSteps(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*\d+[.)]\s+(.+)$/.exec(line);
    if (match?.[1]) out.push(match[1].replace(/\*\*/g, '').trim());
  }
  return out;
}

const INSIGHT_MARKERS =
  /\b(i reali[sz]e|i think|i learned|i noticed|i feel|i found|the problem is|the real issue|my biggest|what matters|i value|because)\b/i;
const PROGRESS_MARKERS =
  /\b(i (did|finished|completed|sent|shipped|launched|started|booked|talked|applied|wrote|built|got|managed))\b/i;

/** A heuristic session summary, taken only from what was said. */
export function summarizeTranscript(
  transcript: readonly ChatTurn[],
  ctx: MentorContext,
): SessionSummaryContent {
  const userTexts = transcript.filter((t) => t.role === 'user').map((t) => t.content);
  const mentorTexts = transcript.filter((t) => t.role === 'assistant').map((t) => t.content);
  const allUser = userTexts.join('\n');

  const topicsDiscussed: string[] = [];
  for (const text of userTexts) {
    const gist = keyPhrase(text);
    if (!gist) continue;
    const phrase = gist.lead
      ? `${SUMMARY_LEADS[gist.lead] ?? gist.lead} ${gist.phrase}`
      : `you talked about “${gist.phrase}”`;
    if (!topicsDiscussed.includes(phrase)) topicsDiscussed.push(phrase);
  }
  const goal = ctx.goal ? ` on your goal “${ctx.goal.title}”` : '';
  const summary =
    topicsDiscussed.length > 0
      ? `In this session with your ${ctx.mentor.name}${goal}, ${topicsDiscussed.slice(0, 3).join(', and ')}.`
      : `You opened a session with your ${ctx.mentor.name}${goal}.`;

  const insights: string[] = [];
  for (const text of userTexts) {
    for (const s of sentences(plain(text))) {
      if (INSIGHT_MARKERS.test(s)) insights.push(clip(toSecondPerson(s), 200));
    }
  }
  for (const topic of detectTopics(allUser, ctx.mentor.type)) insights.push(topic.insight);
  if (ctx.goal) insights.push(`Your goal “${ctx.goal.title}” stands at ${ctx.goal.progress}%.`);
  const keyInsights = [...new Set(insights)].slice(0, 5);

  // The latest steps the mentor gave are the session's action items.
  let steps: string[] = [];
  for (let i = mentorTexts.length - 1; i >= 0 && steps.length === 0; i -= 1)
    steps = numberedSteps(mentorTexts[i]!);
  const due = isoDay(new Date(ctx.now.getTime() + 7 * DAY_MS));
  const actionItems = steps
    .slice(0, SUMMARY_ACTION_ITEMS_MAX)
    .map((text) => ({ text: clip(text, 480), completed: false, dueDate: due }));

  const reported: string[] = [];
  for (const text of userTexts) {
    for (const s of sentences(plain(text)))
      if (PROGRESS_MARKERS.test(s)) reported.push(clip(toSecondPerson(s), 160));
  }
  const progressMade =
    reported.length > 0
      ? `You reported: ${reported.slice(0, 3).join(' ')}`
      : steps.length > 0
        ? `You clarified where you stand and agreed on ${steps.length} next ${steps.length === 1 ? 'step' : 'steps'}.`
        : 'No progress was reported yet in this session.';
  const nextSteps = steps.map((s, i) => `${i + 1}. ${s}`).join('\n');

  return sessionSummarySchema.parse({
    summary,
    keyInsights,
    actionItems,
    sentiment: sentimentOf(allUser),
    progressMade,
    nextSteps,
  });
}

// ---------------------------------------------------------------------------
// Memory extraction
// ---------------------------------------------------------------------------

const DURABLE =
  /^(i am|i'm|im|i work|i've been|i have|i live|i study|i run|i own|i lead|i manage|i teach|i want|i'd like|i plan|my goal|my dream|my job|my role|my company|my startup|my business|my team|my partner|my wife|my husband|my kids|my son|my daughter|my family|i prefer|i like|i love|i hate|i can't stand)\b/i;
const FLEETING =
  /\b(today|tonight|tomorrow|yesterday|right now|this morning|this afternoon|this evening|at the moment|feeling|tired|stressed|sorry|not sure|confused|going to|gonna|about to|just wondering)\b/i;

/** Durable first-person facts from the person's messages, in the second person, new ones only (at most 5). */
export function extractFacts(userMessages: readonly string[], existing: readonly string[]): string[] {
  const candidates: string[] = [];
  for (const message of userMessages) {
    for (const raw of sentences(plain(message))) {
      const s = raw.replace(/^(so|well|also|and|but|honestly|actually),?\s+/i, '').replace(/’/g, "'");
      if (s.endsWith('?') || !DURABLE.test(s) || FLEETING.test(s)) continue;
      if (s.split(/\s+/).length < 3) continue;
      const fact = toSecondPerson(s).replace(/[.!]+$/, '');
      candidates.push(`${fact[0]!.toUpperCase()}${fact.slice(1)}`.slice(0, MEMORY_TEXT_MAX - 1) + '.');
    }
  }
  return newMemories(candidates, existing).slice(0, 5);
}
