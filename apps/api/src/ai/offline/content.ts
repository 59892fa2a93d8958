import type { MentorType } from '@mentor/validation';
import type { Limit } from './understand';

/**
 * The offline mentor's content: what it says and the words it listens for. Every table here is read by the
 * functions beside it (text.ts, reply.ts, summary.ts, facts.ts); nothing here computes.
 */

// ---------------------------------------------------------------------------
// Reading the person's words
// ---------------------------------------------------------------------------

export const PRONOUNS: Record<string, string> = {
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
  "we've": "you've",
  "we'll": "you'll",
  "we'd": "you'd",
};

/** Words a message may open with before its first-person clause ("So, I want to…"); skipped when reflecting. */
export const FILLERS =
  /^(?:(?:hi|hello|hey|ok|okay|so|well|also|and|but|honestly|actually|basically|anyway|thanks|thank you|yes|no|right now|lately|currently|now)\b[,!.]?\s+)+/i;

/**
 * Reflections of a message's gist, in the mentor's words (text.ts `reflections`). Each pattern is matched against
 * a whole clause of the person's message, from its start to its end, so what it captures is a whole phrase.
 * `phrase` builds the reflected words from the match; `question` marks what the person asked.
 */
export const REFLECTIONS: {
  re: RegExp;
  lead: string | ((m: RegExpExecArray) => string);
  phrase?: (m: RegExpExecArray) => string;
  question?: boolean;
  /** A plain first-person statement: reflected whole, used only beside a more specific reflection or alone. */
  statement?: boolean;
}[] = [
  { re: /^i(?:'m| am) (?:really |still |)struggling with (.+)$/i, lead: 'you’re struggling with' },
  { re: /^i(?:'m| am) (?:really |still |)struggling to (.+)$/i, lead: 'you’re struggling to' },
  { re: /^i(?:'m| am) (?:really |still |)(?:stuck|blocked) (?:on|with) (.+)$/i, lead: 'you’re stuck on' },
  { re: /^i(?:'m| am) (?:really |)(?:trying|working) to (.+)$/i, lead: 'you’re working to' },
  { re: /^i(?:'m| am) working on (.+)$/i, lead: 'you’re working on' },
  { re: /^my (?:main |biggest |big |)goal is to (.+)$/i, lead: 'your goal is to' },
  { re: /^my (?:main |biggest |big |)goal is (.+)$/i, lead: 'your goal is' },
  {
    re: /^i (?:really |)(want|would like|'d like|need|hope|plan) to (.+)$/i,
    lead: (m) => `you ${m[1]!.toLowerCase() === "'d like" ? 'would like' : m[1]!.toLowerCase()} to`,
    phrase: (m) => m[2]!,
  },
  {
    re: /^i (?:really |)(want|need) (?!to\b)(.+)$/i,
    lead: (m) => `you ${m[1]!.toLowerCase()}`,
    phrase: (m) => m[2]!,
  },
  { re: /^how (?:do|can|should|could|would) i (.+)$/i, lead: 'you’re asking how to', question: true },
  {
    re: /^(what|where|when|which|who) (?:should|do|can|could|would) i (?!(?:need|have|want|like|think|feel|mean|say|know)\b)(.+)$/i,
    lead: 'you’re asking',
    phrase: (m) => `${m[1]!.toLowerCase()} to ${m[2]!}`,
    question: true,
  },
  { re: /^should i (.+)$/i, lead: 'you’re weighing whether to', question: true },
  {
    re: /^(?:(?:can|could|would) you (?:please |)|please |)help me (?:with|on) (.+)$/i,
    lead: 'you’d like help with',
  },
  {
    re: /^(?:(?:can|could|would) you (?:please |)|please |)help me (?:to |)(?!(?:my|the|a|an|this|that|your)\b)(.+)$/i,
    lead: 'you’d like help to',
  },
  {
    re: /^i(?:'m| am) (?:really |so |)(?:worried|anxious|nervous|afraid|scared) (?:about|of) (.+)$/i,
    lead: 'you’re worried about',
  },
  {
    re: /^i(?:'m| am) (?:really |so |)(?:worried|anxious|nervous|afraid|scared) that (.+)$/i,
    lead: 'you’re worried that',
  },
  { re: /^i (?:can't|cannot) (.+)$/i, lead: 'you feel you can’t' },
  // Plain statements, reflected whole: "I run a bakery…", "My boss takes credit…", "We launched…".
  { re: /^((?:i|my|we|our)\b.+)$/i, lead: '', statement: true },
];

export const NEGATIVE_WORDS = [
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
export const POSITIVE_WORDS = [
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
  'feel better',
  'feeling better',
  'got the job',
  'first time',
  'did my first',
];

export const PROFESSIONAL =
  /\b(lawyer|legal|lawsuit|contract|tax(es)?|invest(ing|ment)?|stocks?|mortgage|diagnos\w*|medication|medical|doctor|therapy|therapist|depress\w*)\b/i;

// ---------------------------------------------------------------------------
// Steps without an intent
// ---------------------------------------------------------------------------

export const PERSONA_FALLBACK_STEPS: Record<MentorType, readonly string[]> = {
  founder: [
    'Write down the single biggest risk to the business right now, and one test that would reduce it by {due}.',
    'Talk to 3 customers or prospects by {due} about the problem you solve.',
    'Pick one metric to watch (conversations held, sign-ups or revenue) and write down where it stands now.',
  ],
  career: [
    'Write one sentence on the role or result you want in {horizon}, and one action that moves you toward it by {due}.',
    'Message one person who is where you want to be and ask for a 15-minute conversation.',
    'On {due}, write down what you did and learned, and bring it to your next session.',
  ],
  life: [
    'Take 10 minutes to write what matters most to you right now, and what a good month would look like.',
    'Choose one small action that fits what matters to you and do it by {due}.',
    'Each evening until {due}, note one moment where things went well.',
  ],
};

// ---------------------------------------------------------------------------
// Persona voice
// ---------------------------------------------------------------------------

export type Tone = 'direct' | 'supportive' | 'analytical';

export const DEFAULT_TONE: Record<MentorType, Tone> = {
  founder: 'direct',
  career: 'direct',
  life: 'supportive',
};

export const OPENERS: Record<MentorType, Record<Tone, readonly string[]>> = {
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

export const GREETINGS: Record<MentorType, string> = {
  founder: 'Tell me what you are building and what is in the way right now.',
  career: 'Tell me where you are in your career and where you want to get to.',
  life: 'Tell me what is on your mind, big or small.',
};

/** Said just before the steps of a greeting's reply. */
export const GREETING_START: Record<MentorType, string> = {
  founder: 'Until then, here is a good way to start:',
  career: 'Until then, here is a good way to start:',
  life: 'Until then, here is a gentle way to start:',
};

export const CLOSERS: Record<MentorType, readonly string[]> = {
  founder: ['What evidence would change your mind on this?', 'Which of these will you start with?'],
  career: ['What feels like the biggest obstacle to the first step?', 'Which of these will you do first?'],
  life: ['How does that sit with you?', 'What would make the first step feel easy?'],
};

/** What the offline mentor says when it is asked for something it cannot do without a model. */
export const LIMIT_LINES: Record<Limit, string> = {
  table:
    'I can’t build tables or charts while I run offline. A connected AI model could lay this out for you in a table.',
  comparison:
    'I can’t write a side-by-side comparison while I run offline. A connected AI model could compare the options in detail for you.',
  plan: 'I can’t write a long, detailed plan while I run offline. A connected AI model could draft the whole plan with you.',
  code: 'Writing code is outside what I can do offline, and outside what a mentor is for. A connected AI model could help you with the code.',
  writing:
    'I can’t draft letters, speeches, poems or documents while I run offline. A connected AI model could write a first draft with you.',
};

/** The one reply to a message in another language. */
export const LANGUAGE_LINE =
  'While I run offline I can only read English, so I can’t answer this properly yet. With an AI model connected I could reply in your language; until then, a few simple words in English are enough for me to help.';

export const LANGUAGE_STEP =
  'Write your question again in English, even in a few simple words, and I will answer it properly.';

/** The step of a clarifying question: what to tell the mentor. */
export const CLARIFY_STEP =
  'Write down in two or three sentences what is happening and what you would like to be different by {due}, and tell me.';

export const OFFLINE_NOTICE =
  '_Running offline: no AI model is connected, so this guidance comes from MentorAI’s built-in coaching playbook._';

// ---------------------------------------------------------------------------
// Summaries and memories
// ---------------------------------------------------------------------------

/** The reply's reflections, as the summary tells them afterwards ('' is a statement reflected whole). */
export const SUMMARY_LEADS: Record<string, string> = {
  '': 'you said',
  'you’re struggling with': 'you said you are struggling with',
  'you’re struggling to': 'you said you are struggling to',
  'you’re stuck on': 'you said you are stuck on',
  'you’re working to': 'you said you are working to',
  'you’re working on': 'you said you are working on',
  'your goal is to': 'you said your goal is to',
  'your goal is': 'you said your goal is',
  'you’re asking how to': 'you asked how to',
  'you’re asking': 'you asked',
  'you’re weighing whether to': 'you asked whether to',
  'you’d like help with': 'you asked for help with',
  'you’d like help to': 'you asked for help to',
  'you’re worried about': 'you said you are worried about',
  'you’re worried that': 'you said you are worried that',
  'you feel you can’t': 'you said you feel you can’t',
};

/** Clauses that carry an insight or report progress, from their first words (summary.ts). */
export const INSIGHT_MARKERS =
  /^(i reali[sz]e|i think|i learned|i noticed|i feel|i found|i value|the (?:real )?problem is|the real issue is|my biggest|what matters)\b/i;
export const PROGRESS_MARKERS =
  /^(?:i|we) (?:just |finally |already |)(did|finished|completed|sent|shipped|launched|started|booked|talked|applied|wrote|built|got|managed|ran|signed)\b/i;

/** Sentences that state something still true in a month, and those that do not. */
export const DURABLE =
  /^(i am|i'm|im|i work|i've been|i have|i live|i study|i run|i own|i lead|i manage|i teach|i want|i'd like|i plan|my goal|my dream|my job|my role|my company|my startup|my business|my team|my partner|my wife|my husband|my kids|my son|my daughter|my family|i prefer|i like|i love|i hate|i can't stand)\b/i;
export const FLEETING =
  /\b(today|tonight|tomorrow|yesterday|right now|this morning|this afternoon|this evening|at the moment|feeling|tired|stressed|sorry|not sure|confused|going to|gonna|about to|just wondering)\b/i;
