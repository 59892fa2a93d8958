import type { MentorType } from '@mentor/validation';

/**
 * Realistic messages the offline mentor must answer well (corpus.test.ts checks every reply and summary against
 * the wording rules). Short, long, vague, off-topic, questions, other languages' punctuation, emoji, markup and
 * code, and follow-ups (`before`: the person's earlier messages in the same session).
 */
export interface CorpusEntry {
  id: string;
  persona: MentorType;
  message: string;
  before?: readonly string[];
  /** Context variations: a linked goal, a primary goal, a previous session, a tone, no first name. */
  with?: 'goal' | 'primaryGoal' | 'previousSession' | 'analytical' | 'supportive' | 'anonymous' | 'monday';
}

export const CORPUS: readonly CorpusEntry[] = [
  // Founder
  {
    id: 'founder-bakery-seed',
    persona: 'founder',
    message: 'I run a bakery startup and want to raise a seed round next year. What should I focus on first?',
  },
  { id: 'founder-help', persona: 'founder', message: 'help' },
  { id: 'founder-first-customers', persona: 'founder', message: 'How do I find my first customers?' },
  {
    id: 'founder-cofounder-argument',
    persona: 'founder',
    message:
      'My cofounder and I keep arguing about whether to build the mobile app or fix onboarding first. It’s getting tense.',
  },
  {
    id: 'founder-pricing',
    persona: 'founder',
    message: 'Should I charge 29 or 49 dollars a month for my SaaS?',
  },
  {
    id: 'founder-long-runway',
    persona: 'founder',
    message: [
      'So here is where we are. We are two founders, we launched a scheduling tool for dental clinics in March, and we have 14 paying clinics. Revenue is about 3,000 a month and we burn roughly 20,000.',
      'We have eight months of runway. Half of my week goes to support tickets, and my cofounder is building features that customers keep asking for, but none of them seem to move sales.',
      'I am worried that we are busy but not making progress. I think the real problem is that we never decided who our customer is.',
    ].join('\n\n'),
  },
  { id: 'founder-vague', persona: 'founder', message: 'not sure' },
  { id: 'founder-off-topic', persona: 'founder', message: 'What’s the best pizza in Naples?' },
  {
    id: 'founder-img-onerror',
    persona: 'founder',
    message: '<img src=x onerror=alert(1)> my idea is a marketplace for tutors',
  },
  {
    id: 'founder-script-pitch',
    persona: 'founder',
    message: '<script>alert("hi")</script> How do I pitch investors?',
  },
  {
    id: 'founder-markdown-plan',
    persona: 'founder',
    message: '## Plan\n- **ship** the MVP\n- talk to _users_\n\nIs this enough for Q1?',
  },
  {
    id: 'founder-code-form',
    persona: 'founder',
    message:
      'My landing page converts at 1%. Here is the form: ```<form action="/signup"><input name=email></form>``` What should I change?',
  },
  {
    id: 'founder-url-deck',
    persona: 'founder',
    message: 'Check out my deck at https://example.com/deck.pdf and tell me what investors will think.',
  },
  {
    id: 'founder-spanish',
    persona: 'founder',
    message: '¿Cómo consigo mis primeros clientes? ¡Estoy perdido!',
  },
  {
    id: 'founder-french-guillemets',
    persona: 'founder',
    message: 'Je lance une startup — « est-ce que je dois lever des fonds maintenant ? »',
  },
  {
    id: 'founder-emoji-launch',
    persona: 'founder',
    message: 'We just launched 🚀🎉 and got 40 signups on day one!',
  },
  {
    id: 'founder-curly-advisor',
    persona: 'founder',
    message: 'My advisor said “just ship it” but I’m worried that we’re not ready.',
  },
  {
    id: 'founder-burnout',
    persona: 'founder',
    message: 'I’m exhausted. Running the company alone is burning me out and I can’t keep up.',
    with: 'supportive',
  },
  {
    id: 'founder-first-hire',
    persona: 'founder',
    message: 'I need to hire my first engineer but I can’t afford big-city salaries.',
  },
  {
    id: 'founder-pivot',
    persona: 'founder',
    message: 'We’ve had 3 months of flat revenue. Should we pivot?',
    with: 'analytical',
  },
  {
    id: 'founder-priorities-question',
    persona: 'founder',
    message: 'What’s more important right now: product, sales, or fundraising?',
  },
  {
    id: 'founder-churn-em-dash',
    persona: 'founder',
    message: 'Our churn is high — around 8% a month — and I don’t know why.',
    with: 'goal',
  },
  { id: 'founder-japanese', persona: 'founder', message: '「顧客」を見つけるにはどうすればいいですか？' },
  {
    id: 'founder-follow-up-customers',
    persona: 'founder',
    before: ['How do I find my first customers?'],
    message: 'Thanks. I talked to 3 people already. What should I ask in the next ones?',
  },
  {
    id: 'founder-early-users',
    persona: 'founder',
    message: 'Where do I find early users for a budgeting app?',
    with: 'monday',
  },
  {
    id: 'founder-waitlist',
    persona: 'founder',
    message: 'Nobody signs up for my waitlist. How do I get real customer feedback?',
  },
  {
    id: 'founder-niche-validate',
    persona: 'founder',
    message: 'I have a niche idea: meal plans for shift workers. How do I validate it?',
    with: 'monday',
  },
  {
    id: 'founder-previous-session',
    persona: 'founder',
    message: 'Back again. The investor meetings start next month.',
    with: 'previousSession',
  },

  // Career
  { id: 'career-promotion', persona: 'career', message: 'I want to get promoted to team lead this year.' },
  {
    id: 'career-interview-nervous',
    persona: 'career',
    message: 'I have an interview at a bank next week and I’m nervous.',
  },
  {
    id: 'career-cv',
    persona: 'career',
    message: 'Can you look at my CV? It’s two pages and I’m not sure it’s good.',
  },
  {
    id: 'career-teaching-to-product',
    persona: 'career',
    message: 'I want to move from teaching into product management within a year. Where do I start?',
  },
  { id: 'career-hi', persona: 'career', message: 'hi' },
  {
    id: 'career-salary',
    persona: 'career',
    message: 'How do I negotiate a higher salary without sounding greedy?',
  },
  {
    id: 'career-long-stuck',
    persona: 'career',
    message: [
      'I have been a backend developer for six years at the same company. The work is fine, the people are nice, and the pay is okay.',
      'But I feel like I stopped learning two years ago. Every project is a variation of the last one. I applied to two jobs last month and heard nothing back, which made me wonder if my skills are out of date.',
      'I would like to move into a staff engineer role eventually, or maybe into engineering management. I honestly don’t know which one fits me better.',
      'What would you do in my position?',
    ].join('\n\n'),
  },
  {
    id: 'career-boss-credit',
    persona: 'career',
    message: 'My boss takes credit for my work and I don’t know what to say.',
  },
  {
    id: 'career-two-offers',
    persona: 'career',
    message: 'I got two job offers — one pays more, the other has better growth. Which one should I take?',
  },
  { id: 'career-laid-off', persona: 'career', message: 'I was laid off yesterday.' },
  { id: 'career-remote-question', persona: 'career', message: 'is remote work dead?' },
  {
    id: 'career-html-link',
    persona: 'career',
    message: 'Here is my portfolio: <a href="https://me.dev">me.dev</a> — does it look professional?',
  },
  {
    id: 'career-german-quotes',
    persona: 'career',
    message: 'Wie finde ich einen neuen Job? „Bewerbungen“ schreiben ist so anstrengend.',
  },
  { id: 'career-emoji-job', persona: 'career', message: 'Got the job!!! 🎉🎉 Starting Monday.' },
  { id: 'career-skills-question', persona: 'career', message: 'What skills do I need for data science?' },
  {
    id: 'career-curly-feedback',
    persona: 'career',
    message: 'My manager said I’m “not strategic enough” — what does that even mean?',
    with: 'goal',
  },
  {
    id: 'career-python-evenings',
    persona: 'career',
    message: 'I’m trying to learn Python in the evenings but I keep skipping sessions.',
    with: 'primaryGoal',
  },
  {
    id: 'career-monday-applications',
    persona: 'career',
    message: 'I keep applying to jobs and hearing nothing back. What am I doing wrong?',
    with: 'monday',
  },
  {
    id: 'career-inline-code',
    persona: 'career',
    message:
      'I wrote `SELECT * FROM jobs WHERE salary > 100` in my interview and froze. How do I prepare better?',
  },
  {
    id: 'career-follow-up-ux',
    persona: 'career',
    before: ['I want to switch careers into UX design.'],
    message: 'Thanks, that helps. What should I do after that?',
  },
  {
    id: 'career-follow-up-ok',
    persona: 'career',
    before: ['I have an interview on Thursday for a product role.'],
    message: 'ok',
  },
  {
    id: 'career-previous-session',
    persona: 'career',
    message: 'I sent the two applications we talked about.',
    with: 'previousSession',
  },
  {
    id: 'career-anonymous-question',
    persona: 'career',
    message: 'Should I quit my job to start a company?',
    with: 'anonymous',
  },

  // Life
  {
    id: 'life-stuck-habit',
    persona: 'life',
    message: 'I feel stuck and unmotivated at work, help me plan a habit',
  },
  {
    id: 'life-sleep',
    persona: 'life',
    message: 'I can’t fall asleep before 2am and I’m tired all day.',
  },
  { id: 'life-partner-chores', persona: 'life', message: 'My partner and I keep fighting about chores.' },
  { id: 'life-purpose', persona: 'life', message: 'I don’t know what I want from life anymore.' },
  { id: 'life-morning-routine', persona: 'life', message: 'I want to build a morning routine that sticks.' },
  { id: 'life-thanks', persona: 'life', message: 'thank you' },
  {
    id: 'life-long-moving',
    persona: 'life',
    message: [
      'Six months ago I moved to Lisbon for my partner’s job. I work remotely, so most days I don’t leave the apartment until the evening.',
      'I used to play football twice a week and see friends every weekend. Here I know nobody except my partner’s colleagues.',
      'I noticed that I’m snapping at my partner more, and I think it’s because I’m lonely. I want to build a life here that is mine too.',
    ].join('\n\n'),
  },
  { id: 'life-vague', persona: 'life', message: 'everything is just... a lot' },
  { id: 'life-off-topic-poem', persona: 'life', message: 'Can you write me a poem about cats?' },
  { id: 'life-spanish', persona: 'life', message: '¡Hola! ¿Cómo puedo dormir mejor?' },
  { id: 'life-italian-guillemets', persona: 'life', message: 'Mi sento «bloccato» nella mia vita.' },
  { id: 'life-emoji-run', persona: 'life', message: 'Ran 5k today 🏃‍♀️ first time ever!!' },
  {
    id: 'life-markdown-list',
    persona: 'life',
    message: 'My goals:\n1. read more\n2. run 3x a week\n3. call mom\n\nHow do I keep up with all of them?',
  },
  {
    id: 'life-html-bold',
    persona: 'life',
    message: 'I <b>really</b> want to stop doomscrolling at night.',
  },
  { id: 'life-lonely-city', persona: 'life', message: 'I moved to a new city and I feel lonely.' },
  {
    id: 'life-move-home',
    persona: 'life',
    message: 'Should I move back home to be closer to my parents?',
    with: 'analytical',
  },
  {
    id: 'life-caring-mom',
    persona: 'life',
    message: 'My mom is sick and I’m trying to balance work and caring for her.',
  },
  { id: 'life-gym', persona: 'life', message: 'How do I stay consistent with the gym?', with: 'goal' },
  {
    id: 'life-em-dash-curly',
    persona: 'life',
    message: 'I told myself — again — that “this is the year”. It never is.',
  },
  {
    id: 'life-monday-walks',
    persona: 'life',
    message: 'I want to walk every morning before work but I always hit snooze.',
    with: 'monday',
  },
  {
    id: 'life-follow-up-running',
    persona: 'life',
    before: ['I want to start running.'],
    message: 'I did my first run yesterday! What next?',
  },
  { id: 'life-json', persona: 'life', message: '{"goal": "sleep better", "deadline": "soon"}' },
  { id: 'life-chinese', persona: 'life', message: '我想养成早起的习惯。' },
  {
    id: 'life-previous-session',
    persona: 'life',
    message: 'hello again',
    with: 'previousSession',
  },
  {
    id: 'life-direct-goal',
    persona: 'life',
    message: 'My goal is to read 20 books this year.',
    with: 'primaryGoal',
  },
];

/** Whole sessions (the person's messages in order) the summary rules are checked on. */
export const TRANSCRIPTS: readonly { id: string; persona: MentorType; messages: readonly string[] }[] = [
  {
    id: 'founder-session',
    persona: 'founder',
    messages: [
      'I run a bakery startup and want to raise a seed round next year. What should I focus on first?',
      'I realize we have never tracked repeat customers.',
      'I talked to two investors last week and they asked about margins.',
    ],
  },
  {
    id: 'career-session',
    persona: 'career',
    messages: [
      'I want to move into data analysis. I realize I love spreadsheets.',
      'I finished a SQL course yesterday and I am excited.',
      'What should I do next?',
    ],
  },
  {
    id: 'life-session',
    persona: 'life',
    messages: [
      'I feel stuck and unmotivated at work, help me plan a habit',
      'I think mornings are my best time.',
      'ok, thanks',
    ],
  },
  {
    id: 'markup-session',
    persona: 'career',
    messages: [
      '<b>Help</b> me with my <i>resume</i> please',
      'I sent it to <a href="https://x.y">two recruiters</a>.',
    ],
  },
];
