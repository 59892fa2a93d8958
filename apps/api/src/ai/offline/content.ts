import type { MentorType } from '@mentor/validation';

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
};

/** Reflections of a message's gist, in the mentor's words (keyPhrase). */
export const REFLECTIONS: { re: RegExp; lead: string }[] = [
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
  'better',
];

export const CRISIS = /\b(suicid\w*|kill myself|end my life|self[- ]harm|hurt myself|don'?t want to live)\b/i;
export const PROFESSIONAL =
  /\b(lawyer|legal|lawsuit|contract|tax(es)?|invest(ing|ment)?|stocks?|mortgage|diagnos\w*|medication|medical|doctor|therapy|therapist|depress\w*)\b/i;

// ---------------------------------------------------------------------------
// Topics and step templates
// ---------------------------------------------------------------------------

export interface Topic {
  id: string;
  /** The mentors whose coaching covers the topic. */
  personas: readonly MentorType[];
  /** How much each mention counts when topics compete (people and wellbeing first). */
  weight?: number;
  re: RegExp;
  insight: string;
  steps: readonly string[];
}

export const TOPICS: readonly Topic[] = [
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

export const PERSONA_FALLBACK_STEPS: Record<MentorType, readonly string[]> = {
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

export const REVIEW_STEP: Record<MentorType, string> = {
  founder: 'On {day}, review what you learned in one paragraph and decide: continue, change or stop.',
  career: 'On {day}, write down what you did and what you learned, and bring it to your next session.',
  life: 'On {day}, take five quiet minutes to notice what changed, and be kind about what did not.',
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
  founder: 'Tell me what you are building and what is in the way this week. Here is a good way to start:',
  career: 'Tell me where you are in your career and where you want to get to. Here is a good way to start:',
  life: 'Tell me what is on your mind, big or small. Here is a gentle way to start:',
};

export const CLOSERS: Record<MentorType, readonly string[]> = {
  founder: [
    'What evidence would change your mind on this?',
    'Which of these can you start before the end of tomorrow?',
  ],
  career: ['What feels like the biggest obstacle to the first step?', 'Which of these will you do first?'],
  life: ['How does that sit with you?', 'What would make the first step feel easy?'],
};

export const OFFLINE_NOTICE =
  '_Running offline: no AI model is connected, so this guidance comes from MentorAI’s built-in coaching playbook._';

// ---------------------------------------------------------------------------
// Summaries and memories
// ---------------------------------------------------------------------------

/** The reply's reflections, as the summary tells them afterwards. */
export const SUMMARY_LEADS: Record<string, string> = {
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

export const INSIGHT_MARKERS =
  /\b(i reali[sz]e|i think|i learned|i noticed|i feel|i found|the problem is|the real issue|my biggest|what matters|i value|because)\b/i;
export const PROGRESS_MARKERS =
  /\b(i (did|finished|completed|sent|shipped|launched|started|booked|talked|applied|wrote|built|got|managed))\b/i;

/** Sentences that state something still true in a month, and those that do not. */
export const DURABLE =
  /^(i am|i'm|im|i work|i've been|i have|i live|i study|i run|i own|i lead|i manage|i teach|i want|i'd like|i plan|my goal|my dream|my job|my role|my company|my startup|my business|my team|my partner|my wife|my husband|my kids|my son|my daughter|my family|i prefer|i like|i love|i hate|i can't stand)\b/i;
export const FLEETING =
  /\b(today|tonight|tomorrow|yesterday|right now|this morning|this afternoon|this evening|at the moment|feeling|tired|stressed|sorry|not sure|confused|going to|gonna|about to|just wondering)\b/i;
