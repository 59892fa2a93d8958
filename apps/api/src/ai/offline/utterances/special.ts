import type { MentorType } from '@mentor/validation';

/**
 * Labelled messages that test more than the topic: questions asked of another mentor, messages that name an event
 * (its day labelled, for the eval's date check: the tests are set on Tuesday 2026-11-10), follow-ups within a
 * session (`before`: the person's earlier messages), requests the offline mentor cannot serve, other languages.
 */
export interface SpecialUtterance {
  persona: MentorType;
  message: string;
  /** An intent id, or 'limit.request' / 'limit.language' for what the offline mentor cannot serve. */
  intent: string;
  kind: 'off-persona' | 'dated' | 'follow-up' | 'limit' | 'language';
  before?: readonly string[];
  /** yyyy-mm-dd of the event the message names: every step must fall due before it. */
  event?: string;
  /** For a limit or language entry: the intent underneath it, if any (a model can answer it). */
  topic?: string;
}

export const OFF_PERSONA: readonly SpecialUtterance[] = [
  ['founder', 'career.interview', 'I have a job interview at a bank next week, how do I prepare?'],
  ['founder', 'career.raise', 'How do I ask my boss for a raise at my day job?'],
  ['founder', 'career.cv', 'Can you help me make my resume stand out?'],
  ['founder', 'career.manager', 'My manager takes credit for my work.'],
  ['founder', 'life.sleep', 'I cannot sleep at night and I am exhausted.'],
  ['founder', 'life.relationship', 'My wife and I keep fighting about how much I work.'],
  ['founder', 'life.grief', 'My father died two weeks ago and I cannot focus on anything.'],
  ['founder', 'career.layoff', 'I was laid off from my job this morning.'],
  ['career', 'founder.fundraising', 'How do I raise a seed round for my startup?'],
  ['career', 'founder.pricing', 'How should I price my SaaS product?'],
  ['career', 'founder.cofounder-conflict', 'My cofounder and I disagree about everything.'],
  ['career', 'life.loneliness', 'I feel lonely since I moved here for the job.'],
  ['career', 'life.screen-time', 'I spend 5 hours a day on my phone.'],
  ['career', 'life.breakup', 'My girlfriend just broke up with me.'],
  ['career', 'founder.churn', 'We have 40 paying customers but churn is 8% a month.'],
  ['career', 'life.drinking', 'I think I am drinking too much after work.'],
  ['life', 'career.interview', 'I have an interview for a nursing job and I am terrified.'],
  ['life', 'career.change', 'I want to become a nurse but I have no medical background.'],
  ['life', 'founder.first-customers', 'How do I get the first customers for my little pottery business?'],
  ['life', 'career.manager', 'My manager takes credit for my work.'],
  ['life', 'career.offer-negotiation', 'They offered me the job but the salary is too low. Can I negotiate?'],
  ['life', 'founder.churn', 'Our subscribers keep cancelling after one month.'],
  ['life', 'career.promotion', 'I want to get promoted at work this year.'],
  ['life', 'founder.pitch', 'I have to pitch my startup to investors and I do not know how.'],
].map(([persona, intent, message]) => ({
  persona: persona as MentorType,
  intent: intent!,
  message: message!,
  kind: 'off-persona' as const,
}));

export const DATED: readonly SpecialUtterance[] = [
  ['career', 'career.interview', 'I have a job interview next Tuesday.', '2026-11-17'],
  ['career', 'career.interview', 'My interview is on Thursday and I have not prepared at all.', '2026-11-12'],
  ['career', 'career.interview', 'I have a final interview tomorrow afternoon.', '2026-11-11'],
  [
    'career',
    'career.interview',
    'The panel interview is on November 20. How should I get ready?',
    '2026-11-20',
  ],
  [
    'career',
    'career.offer-negotiation',
    'I need to answer their offer by Friday. Should I ask for more?',
    '2026-11-13',
  ],
  ['career', 'career.raise', 'My salary review is next Monday and I want to ask for a raise.', '2026-11-16'],
  [
    'career',
    'career.feedback-giving',
    'I have to give a tough performance review on Thursday.',
    '2026-11-12',
  ],
  ['career', 'career.compare-offers', 'I must choose between two offers by Saturday.', '2026-11-14'],
  ['career', 'career.cv', 'The application deadline is in 3 days and my CV is a mess.', '2026-11-13'],
  ['career', 'career.promotion', 'My promotion case is due to the committee in two weeks.', '2026-11-24'],
  ['founder', 'founder.pitch', 'I pitch to investors next Tuesday and my deck is not ready.', '2026-11-17'],
  ['founder', 'founder.pitch', 'Demo day is on Thursday. How do I make my pitch better?', '2026-11-12'],
  ['founder', 'founder.fundraising', 'We start meeting seed investors on November 16.', '2026-11-16'],
  [
    'founder',
    'founder.product',
    'We launch on Friday and the product still has too many features.',
    '2026-11-13',
  ],
  ['founder', 'founder.runway', 'Our money runs out on December 3 unless we cut costs.', '2026-12-03'],
  [
    'founder',
    'founder.cofounder-conflict',
    'My cofounder and I have a big argument to settle before the board meeting on Monday.',
    '2026-11-16',
  ],
  ['founder', 'founder.sales', 'I have a sales call with our biggest prospect tomorrow.', '2026-11-11'],
  [
    'founder',
    'founder.hiring',
    'We interview three engineering candidates next week, starting Monday.',
    '2026-11-16',
  ],
  [
    'life',
    'life.family',
    'My whole family comes for dinner on Saturday and I dread the arguments.',
    '2026-11-14',
  ],
  ['life', 'life.moving', 'We move to a new city in two weeks and I feel anxious about it.', '2026-11-24'],
  [
    'life',
    'life.exercise',
    'I am running a 10k race on November 22 and I have barely trained.',
    '2026-11-22',
  ],
  [
    'life',
    'life.relationship',
    'Our anniversary is on Friday and things between my partner and me are tense.',
    '2026-11-13',
  ],
  ['life', 'life.anxiety', 'I have a medical test on Thursday and I cannot stop worrying.', '2026-11-12'],
  ['life', 'life.money', 'Rent is due on the 15th and I do not have enough money.', '2026-11-15'],
].map(([persona, intent, message, event]) => ({
  persona: persona as MentorType,
  intent: intent!,
  message: message!,
  event: event!,
  kind: 'dated' as const,
}));

export const FOLLOW_UPS: readonly SpecialUtterance[] = [
  ['founder', 'founder.first-customers', ['How do I find my first customers?'], 'What can I do today?'],
  ['founder', 'founder.churn', ['Our churn is 8% a month.'], 'And then?'],
  ['founder', 'founder.pricing', ['How should I price my product?'], 'Can you explain the second step?'],
  ['founder', 'founder.fundraising', ['We want to raise a seed round.'], 'What should I do after that?'],
  [
    'founder',
    'founder.cofounder-conflict',
    ['My cofounder and I keep arguing.'],
    'Quick follow-up: what is one thing I can do today?',
  ],
  ['founder', 'founder.burnout', ['I am burning out running my startup.'], 'ok, what else?'],
  ['founder', 'founder.pitch', ['My pitch deck is weak.'], 'Can you say more about the first step?'],
  ['founder', 'founder.hiring', ['I need to hire my first engineer.'], 'What next?'],
  ['career', 'career.interview', ['I have an interview for a product role.'], 'What can I do today?'],
  [
    'career',
    'career.change',
    ['I want to switch careers into UX design.'],
    'Thanks, that helps. What should I do after that?',
  ],
  ['career', 'career.raise', ['How do I ask for a raise?'], 'Can you explain the third step?'],
  ['career', 'career.manager', ['My boss takes credit for my work.'], 'And then what?'],
  ['career', 'career.layoff', ['I was laid off yesterday.'], 'What is one thing I can do today?'],
  ['career', 'career.job-search', ['Help me plan my job search.'], 'What else can I do?'],
  [
    'career',
    'career.promotion',
    ['I want to get promoted this year.'],
    'Tell me more about the second step.',
  ],
  ['career', 'career.cv', ['My CV is not getting results.'], 'Any other ideas?'],
  ['life', 'life.sleep', ['I cannot fall asleep before 2am.'], 'What can I do today?'],
  ['life', 'life.loneliness', ['I feel lonely since I moved.'], 'And then?'],
  ['life', 'life.habits', ['I want to build a morning routine.'], 'Can you explain the first step?'],
  ['life', 'life.anxiety', ['I worry about everything.'], 'What should I do next?'],
  [
    'life',
    'life.money',
    ['I am in debt and cannot save.'],
    'Quick follow-up: what is one thing I can do today?',
  ],
  ['life', 'life.screen-time', ['I spend 5 hours a day on my phone.'], 'What else?'],
  ['life', 'life.grief', ['My mother died in the spring.'], 'What can I do today?'],
  [
    'life',
    'life.relationship',
    ['My partner and I keep fighting about chores.'],
    'Can you explain the second step?',
  ],
].map(([persona, intent, before, message]) => ({
  persona: persona as MentorType,
  intent: intent as string,
  before: before as string[],
  message: message as string,
  kind: 'follow-up' as const,
}));

export const LIMITS: readonly SpecialUtterance[] = [
  ['founder', 'Can you give me a table comparing a SAFE vs a priced round?', 'founder.fundraising'],
  ['founder', 'Compare Stripe and Paddle for billing.', 'founder.pricing'],
  ['founder', 'Write me a 12-month marketing plan for my startup.', 'founder.growth'],
  ['founder', 'Write the Python code for my landing page sign-up form.', undefined],
  ['founder', 'Make a spreadsheet of my cash flow for the next year.', 'founder.runway'],
  ['founder', 'What is the difference between an angel investor and a VC?', 'founder.fundraising'],
  ['founder', 'Write a full business plan for my bakery.', undefined],
  ['career', 'Can you write my cover letter for this job?', 'career.cv'],
  ['career', 'Make a table of the pros and cons of each job offer.', 'career.compare-offers'],
  ['career', 'Compare product management vs data science as careers.', 'career.change'],
  ['career', 'Write me a SQL query to find duplicate rows.', undefined],
  ['career', 'Give me a detailed 6-month plan to become a data analyst.', 'career.change'],
  ['career', 'Write an email to my boss asking for a raise.', 'career.raise'],
  ['career', 'Rewrite my resume for me.', 'career.cv'],
  ['life', 'Can you write me a poem about cats?', undefined],
  ['life', 'Compare keto vs intermittent fasting for weight loss.', 'life.exercise'],
  ['life', 'Give me a table of a weekly workout schedule.', 'life.exercise'],
  ['life', 'Write a speech for my sister’s wedding.', undefined],
  ['life', 'Make me a full meal plan for the month.', undefined],
  ['life', 'Write a letter to my ex explaining why I left.', 'life.breakup'],
].map(([persona, message, topic]) => ({
  persona: persona as MentorType,
  intent: 'limit.request',
  message: message!,
  ...(topic ? { topic } : {}),
  kind: 'limit' as const,
}));

export const LANGUAGES: readonly SpecialUtterance[] = [
  ['founder', '¿Cómo consigo mis primeros clientes? ¡Estoy perdido!', 'founder.first-customers'],
  ['founder', 'Je lance une startup. Est-ce que je dois lever des fonds maintenant ?', 'founder.fundraising'],
  ['founder', 'Wie finde ich meine ersten Kunden für mein Startup?', 'founder.first-customers'],
  ['founder', '「顧客」を見つけるにはどうすればいいですか？', 'founder.first-customers'],
  ['career', 'Wie finde ich einen neuen Job? Bewerbungen schreiben ist so anstrengend.', 'career.job-search'],
  ['career', 'Tengo una entrevista de trabajo el lunes y estoy muy nervioso.', 'career.interview'],
  ['career', 'Je veux changer de carrière mais je ne sais pas par où commencer.', 'career.change'],
  ['career', 'Come posso chiedere un aumento al mio capo?', 'career.raise'],
  ['life', '¡Hola! ¿Cómo puedo dormir mejor?', 'life.sleep'],
  ['life', 'Mi sento bloccato nella mia vita.', 'life.purpose'],
  ['life', '我想养成早起的习惯。', 'life.habits'],
  ['life', 'Eu me sinto muito sozinho desde que me mudei.', 'life.loneliness'],
].map(([persona, message, topic]) => ({
  persona: persona as MentorType,
  intent: 'limit.language',
  message: message!,
  topic: topic!,
  kind: 'language' as const,
}));
