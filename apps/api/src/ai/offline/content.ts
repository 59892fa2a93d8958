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
  /** What the topic is about, as a noun phrase the mentor can say ("It sounds like {about} is on your mind."). */
  about: string;
  insight: string;
  /**
   * Steps, each one an action item on its own: it names what it is about (no "those conversations"), and its
   * only date is `{due}`, the action item's due date (reply.ts and summary.ts read it with dates.ts).
   */
  steps: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'interview',
    personas: ['career'],
    re: /\binterview/i,
    about: 'getting ready for an interview',
    insight: 'Interviews reward rehearsed stories with concrete results more than perfect answers.',
    steps: [
      'Write out answers to the 3 interview questions you dread most, each as a short story (situation, action, result), and say them out loud once.',
      'Book a 30-minute mock interview with a friend or colleague by {due}, and ask for one thing to improve.',
      'Spend 20 minutes researching the company you are interviewing with, and write down 2 questions you genuinely want to ask.',
    ],
  },
  {
    id: 'cv',
    personas: ['career'],
    re: /\b(cv|resume|résumé|portfolio|linkedin profile|cover letter)\b/i,
    about: 'your CV',
    insight: 'A CV works when the first third shows one target role and results with numbers.',
    steps: [
      'Rewrite the top third of your CV for one target role: a one-line headline and 3 results with numbers.',
      'Ask one person who works in your target role to spend 10 minutes on your CV, and apply their top fix by {due}.',
      'Cut every line of your CV that does not support your target role, then save it as a new version.',
    ],
  },
  {
    id: 'jobsearch',
    personas: ['career'],
    re: /\b(job search|new job|apply|applying|applications?|hiring manager|recruiters?|find a job|get a job|job offers?|laid off)\b/i,
    about: 'your job search',
    insight: 'A focused search with a few tailored applications beats many generic ones.',
    steps: [
      'Pick 5 openings that fit, and send 2 tailored applications by {due}.',
      'Message 2 people at companies you like and ask for a 15-minute chat about their work.',
      'Keep a simple tracker of your applications (role, date, next action) and update it every evening until {due}.',
    ],
  },
  {
    id: 'promotion',
    personas: ['career'],
    re: /\b(promot\w*|raise(?! (?:a |an |the |my |our )?(?:seed|pre-seed|series|round|money|funds?|funding|capital))|salary|pay rise|negotiat\w*|compensation|next level|senior)\b/i,
    about: 'your next step up: a promotion or better pay',
    insight: 'Promotions and raises follow visible impact and a clear conversation about the next level.',
    steps: [
      'List 3 results from the last 6 months with their impact in numbers or outcomes.',
      'Ask the person who decides on promotions for a 20-minute conversation by {due} about what the next level looks like for you.',
      'Find one market data point for your role and level, and write down the number you will ask for.',
    ],
  },
  {
    id: 'feedback',
    personas: ['career'],
    re: /\b(feedback|performance review|not (?:\w+ )?enough|strategic|criticis\w*|critici[sz]ed)\b/i,
    about: 'feedback you received',
    insight:
      'Feedback becomes useful once it is turned into one specific behaviour to change, with examples.',
    steps: [
      'Ask the person who gave you the feedback for two concrete examples and for what good would look like to them.',
      'Pick one behaviour to change based on the feedback, and try it in your next two meetings.',
      'On {due}, write down what you tried and how people responded, and share it with the person who gave you the feedback.',
    ],
  },
  {
    id: 'change',
    personas: ['career', 'life'],
    // Career-change phrasing: "move from teaching into product", "move into UX", "get into tech" (not "get into
    // the habit"), "break into", "switch to", "transition(ing)".
    re: /\b(?:career change|switch(?:ing)? careers?|chang(?:e|ing) careers?|pivot\w*|transition\w*|new field|new industry|mov(?:e|ing) from\b.{1,80}?\b(?:into|to)\b|mov(?:e|ing) into|(?:get|getting) into(?! (?:the |a |any )?(?:habit|shape|trouble|routine|bed|debt|fights?|arguments?)\b)|break(?:ing)? into|switch(?:ing)? (?:to|into))/i,
    about: 'a career change',
    insight:
      'A career change gets real through conversations with people already doing the work and a small proof project.',
    steps: [
      'Name 2 target roles and message one person doing each to ask for a 15-minute conversation.',
      'Start a small project that shows the new skill your target role needs most, and share it by {due}.',
      'Write down which of your current skills transfer, with one example for each.',
    ],
  },
  {
    id: 'skills',
    personas: ['career', 'founder', 'life'],
    re: /\b(learn\w*|skills?|course|study|studying|certificat\w*|practice|coding|programming|python|data science)\b/i,
    about: 'building a skill',
    insight: 'Skills grow with short, scheduled practice and something to show at the end.',
    steps: [
      'Choose one skill and put three 45-minute practice blocks in your calendar before {due}.',
      'Build one small thing with the skill you are practising that you can show someone by {due}.',
      'Write down how you will know you have improved (a test, a task you can do, feedback).',
    ],
  },
  {
    id: 'customers',
    personas: ['founder'],
    re: /\b(customers?|users?|discovery|validat\w*|customer feedback|problem interviews?|market|niche|audience|clients?|clientes)\b/i,
    about: 'finding and understanding your customers',
    insight:
      'What customers did last time they had the problem is the evidence that counts, not what they say they would do.',
    steps: [
      'Talk to 5 potential customers by {due} and ask about the last time they had the problem, not about your idea.',
      'After each customer conversation, write down the 3 strongest quotes and what each one implies.',
      'Decide in advance what answer from customers would make you change direction, and note it.',
    ],
  },
  {
    id: 'fundraising',
    personas: ['founder'],
    re: /\b(fundrais\w*|investors?|raise money|raising|pitch|deck|vc|seed round|pre-seed|angels?|valuation)\b/i,
    about: 'raising money',
    insight: 'Investors fund evidence of traction and a clear story more than a polished deck.',
    steps: [
      'Write your one-paragraph story: the problem, who has it, your evidence of traction, and the ask.',
      'List 10 investors who back your stage and sector, and ask for one warm introduction by {due}.',
      'Pick the one metric that best shows momentum and chart it week by week.',
    ],
  },
  {
    id: 'conflict',
    personas: ['founder', 'career', 'life'],
    weight: 2,
    re: /\b(disagree\w*|disagreement|conflict\w*|argu\w*|tension|tense|fight\w*|falling out|clash\w*|takes credit)\b/i,
    about: 'a disagreement',
    insight:
      'Disagreements get easier when you separate the goal you share from the competing ways to reach it.',
    steps: [
      'Before you talk again, write down in two sentences what each of you wants and what you already agree on.',
      'Set 30 minutes by {due} to talk it through, each of you explaining the other’s view before your own.',
      'Agree on one small, reversible test that settles the question with evidence, and review it together on {due}.',
    ],
  },
  {
    id: 'team',
    personas: ['founder', 'career'],
    // Managing people, not a job title such as product or project manager ("product management" is a field).
    re: /\b(?:team|hiring|hire|co-?founders?|employees?|delegat\w*|(?<!\b(?:product|project|program|programme|my|our)\s)(?:manager|management|managing))\b/i,
    about: 'your team',
    insight: 'Clear ownership of outcomes makes teams and hires work.',
    steps: [
      'Write the one outcome this person or role must own in the next 90 days.',
      'Have a 30-minute conversation by {due} to agree on the one outcome they own and how you will both see progress.',
      'Pick one task you do that someone else could own, and hand it over by {due}.',
    ],
  },
  {
    id: 'product',
    personas: ['founder'],
    re: /\b(product|mvp|launch\w*|features?|roadmap|prototype|ship\w*|build\w*|app|onboarding|landing page)\b/i,
    about: 'your product',
    insight: 'A smaller scope shipped soon teaches more than a big launch later.',
    steps: [
      'Cut the scope to the one workflow customers asked for most, and pick a ship date you can keep.',
      'Put the current version in front of 3 users and watch them use it without helping.',
      'Write down the one number that tells you whether your next release worked.',
    ],
  },
  {
    id: 'revenue',
    personas: ['founder'],
    re: /\b(revenue|pricing|prices?|sales|sell\w*|pay|pays|paying|paid|charg\w*|monetis\w*|monetiz\w*|churn|conversion|converts?|mrr|arr|dollars)\b/i,
    about: 'pricing and revenue',
    insight: 'Asking for money early is the fastest test of whether the problem matters.',
    steps: [
      'Ask 3 prospects to pay (or pre-pay) a specific price by {due}, and note each answer word for word.',
      'Write your offer in two sentences: who it is for and what they get.',
      'Review last month’s numbers and name the one step where most people drop off.',
    ],
  },
  {
    id: 'stress',
    personas: ['career', 'founder', 'life'],
    weight: 2,
    re: /\b(stress\w*|anxious|anxiety|burn\w*\s?out|burning me out|burned out|burnt out|overwhelm\w*|exhausted|tired|worried|worry|a lot)\b/i,
    about: 'stress and energy',
    insight: 'Recovery is part of the plan: energy, not time, is usually the scarce resource.',
    steps: [
      'Put two 20-minute breaks in your calendar before {due} that are only for recovery: a walk, no screens.',
      'Write down what drains you most right now and one boundary you can set on it by {due}.',
      'Tell one person you trust how you are really doing.',
    ],
  },
  {
    id: 'habits',
    personas: ['life', 'career'],
    re: /\b(habits?|routines?|consisten\w*|discipline|every day|daily|morning|keep skipping|doomscroll\w*)\b/i,
    about: 'a habit you want to build',
    insight: 'Habits stick when they start tiny and hang on something you already do.',
    steps: [
      'Pick a 2-minute version of the habit you want and attach it to something you already do every day.',
      'Track your new habit on paper every day until {due}, one tick a day.',
      'Decide now what you will do on a bad day (the smallest version still counts).',
    ],
  },
  {
    id: 'health',
    personas: ['life'],
    re: /\b(sleep\w*|asleep|exercis\w*|health\w*|fitness|gym|run|running|5k|weight|diet|eat\w*|dormir)\b/i,
    about: 'your health',
    insight: 'Small, repeatable health actions beat ambitious plans.',
    steps: [
      'Choose one health action (a 20-minute walk, a fixed bedtime) and do it 3 times by {due}.',
      'Prepare the night before: lay out what you need so starting takes no decision.',
      'Note how you feel each day until {due}, in one word.',
    ],
  },
  {
    id: 'relationships',
    personas: ['life', 'career'],
    re: /\b(relationships?|family|friends?|partner|wife|husband|kids|children|parents?|mom|dad|mother|father|colleagues?|boss)\b/i,
    about: 'the people in your life',
    insight: 'Relationships move through unhurried conversations where you listen first.',
    steps: [
      'Plan one unhurried conversation with the person this is about by {due}, and open it by asking how they see the situation.',
      'Write down, in two sentences, what you most want the people involved to understand.',
      'After your next real conversation with someone close to you, note one thing you learned about how they see it.',
    ],
  },
  {
    id: 'connection',
    personas: ['life'],
    weight: 2,
    re: /\b(lonely|loneliness|alone|isolated|no friends|know nobody|new city)\b/i,
    about: 'feeling lonely',
    insight: 'Connection grows from small, repeated contact more than from one big effort.',
    steps: [
      'Message two people you would like to see more of, and suggest a specific time to meet by {due}.',
      'Pick one weekly activity with other people in it (a class, a club, a team) and go once by {due}.',
      'Say yes to the next invitation you get, even a small one.',
    ],
  },
  {
    id: 'decision',
    personas: ['career', 'founder', 'life'],
    weight: 2,
    re: /\b(decid\w*|decision|choose|choice|options?|offers?|(?<!\b(?:what|where|when|how|who|which) )should (?:i|we)|whether|torn|or not|which one)\b/i,
    about: 'a decision you are facing',
    insight: 'Decisions get easier with your options side by side and a date to decide by.',
    steps: [
      'Write your options side by side with what each one gives and costs you a year from now.',
      'Decide by {due}, and tell someone the date so it sticks.',
      'Talk to one person who has made a similar choice and ask what they would do again.',
    ],
  },
  {
    id: 'focus',
    personas: ['career', 'founder', 'life'],
    re: /\b(focus\w*|priorit\w*|procrastinat\w*|motivat\w*|distract\w*|too many|busy|time management|stuck|important|keep up)\b/i,
    about: 'focus and priorities',
    insight: 'Progress comes from one priority at a time and a first step small enough to start now.',
    steps: [
      'List everything on your plate, circle the one item that moves you forward most, and park the rest until {due}.',
      'Pick the task you keep putting off, cut it down to a 25-minute first step, and do that step before anything else.',
      'Block the same 45 minutes on three days before {due} for your top priority, and protect them.',
    ],
  },
  {
    id: 'purpose',
    personas: ['life', 'career'],
    re: /\b(purpose|meaning\w*|values?|direction|fulfil\w*|passion|what i want|calling|bloccato)\b/i,
    about: 'purpose and direction',
    insight: 'Direction shows up in the moments when you felt most like yourself.',
    steps: [
      'Write down 3 moments from the last year when you felt most yourself, and what they have in common.',
      'Pick one small experiment that matches a moment when you felt most yourself, and try it by {due}.',
      'Name the value that matters most to you in one word and put it where you will see it.',
    ],
  },
];

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

export const REVIEW_STEP: Record<MentorType, string> = {
  founder: 'On {due}, review what you learned in one paragraph and decide: continue, change or stop.',
  career: 'On {due}, write down what you did and what you learned, and bring it to your next session.',
  life: 'On {due}, take five quiet minutes to notice what changed, and be kind about what did not.',
};

/** The one step of a reply to someone in crisis ("today" makes its action item due today: summary.ts). */
export const CRISIS_STEP =
  'Contact a crisis line, a doctor or someone you trust today, and tell them what you told me.';

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
