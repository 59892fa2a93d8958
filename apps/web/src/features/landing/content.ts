/**
 * Static marketing copy of the two public pages (landing and How Sessions Work).
 * Numbers, prices, plan data, mentor labels and FAQ items come from @mentor/validation;
 * this file only holds the prose around them.
 */
import {
  IconBrain,
  IconBriefcase,
  IconCalendarEvent,
  IconChecklist,
  IconClock,
  IconHeartHandshake,
  IconHourglass,
  IconListCheck,
  IconMessageChatbot,
  IconMicrophone,
  IconRocket,
  IconShieldLock,
  IconTarget,
  IconUserCircle,
  type TablerIcon,
} from '@tabler/icons-react';
import {
  MENTOR_TYPE_LABELS,
  NEXT_STEPS_MAX,
  NEXT_STEPS_MIN,
  SESSION_LENGTH_MINUTES,
  STARTER_SESSIONS_LIMIT,
  TRIAL_DAYS,
  type MentorType,
  type PlanId,
} from '@mentor/validation/plain';

const NEXT_STEPS_RANGE = `${NEXT_STEPS_MIN}-${NEXT_STEPS_MAX}`;

// ---------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------

export const HERO = {
  badge: 'Private beta',
  headline: 'A mentor in your corner, whenever you need one',
  subheadline: `Talk through your career, startup or life decisions with an AI mentor that listens, asks the right questions and ends every session with ${NEXT_STEPS_RANGE} concrete next steps.`,
  trial: `${TRIAL_DAYS}-day free trial · No credit card`,
  availability: 'Available 24/7',
  primaryCta: 'Start your free trial',
  secondaryCta: 'See how it works',
} as const;

/** The illustrative conversation in the hero card. */
export const CHAT_PREVIEW = {
  mentorType: 'career' as MentorType,
  userMessage:
    'I want to move from customer support into product management within six months. Where do I start?',
  mentorIntro:
    'Great goal, and your support background is a real asset: you already know where customers struggle. Here is a focused plan for the next two weeks:',
  nextSteps: [
    'List three recurring customer problems and write a one-page proposal for one of them.',
    'Book a 30-minute chat with a product manager on your team this week.',
    'Sign up for one small product task, such as triaging feedback, by Friday.',
  ],
} as const;

/** Neutral, made-up wordmarks shown as placeholders until real customer logos are cleared for use. */
export const TRUSTED_BY = [
  'Northwind',
  'Lumen Labs',
  'Brightpath',
  'Kestrel & Co',
  'Halcyon',
  'Fieldnote',
] as const;

// ---------------------------------------------------------------------------
// How it works (#how)
// ---------------------------------------------------------------------------

export interface Step {
  title: string;
  description: string;
  icon: TablerIcon;
}

export const HOW_IT_WORKS: readonly Step[] = [
  {
    title: 'Tell us your goal',
    description:
      'Answer three quick questions: what you want to achieve, your time horizon and the tone you prefer.',
    icon: IconTarget,
  },
  {
    title: 'Choose a mentor',
    description: `Pick a ${MENTOR_TYPE_LABELS.founder}, ${MENTOR_TYPE_LABELS.career} or ${MENTOR_TYPE_LABELS.life}. Switch whenever your focus changes.`,
    icon: IconUserCircle,
  },
  {
    title: 'Hold a session',
    description: `Chat by text or voice for up to ${SESSION_LENGTH_MINUTES} minutes. Your mentor asks, challenges and helps you think it through.`,
    icon: IconMessageChatbot,
  },
  {
    title: 'Get a summary',
    description: `Leave with a concise summary, key insights and ${NEXT_STEPS_RANGE} next steps you can act on today.`,
    icon: IconListCheck,
  },
];

// ---------------------------------------------------------------------------
// Mentor types (#personas)
// ---------------------------------------------------------------------------

export interface Persona {
  type: MentorType;
  icon: TablerIcon;
  color: string;
  description: string;
  examples: string[];
}

export const PERSONAS: readonly Persona[] = [
  {
    type: 'founder',
    icon: IconRocket,
    color: 'brand',
    description:
      'A seasoned startup advisor for validating ideas, finding your first customers, pricing, fundraising and staying sane as a founder.',
    examples: [
      'How do I validate this idea in two weeks?',
      'Should I raise money now or bootstrap?',
      'How should I price my first plan?',
    ],
  },
  {
    type: 'career',
    icon: IconBriefcase,
    color: 'teal',
    description:
      'A practical coach for job changes, promotions, interviews, salary talks and building the skills your next role needs.',
    examples: [
      'How do I move into product management?',
      'Help me prepare for a salary negotiation.',
      'What should my 90-day plan look like?',
    ],
  },
  {
    type: 'life',
    icon: IconHeartHandshake,
    color: 'grape',
    description:
      'A calm, thoughtful mentor for habits, clarity, big decisions and the balance between work, health and the people you care about.',
    examples: [
      'How do I build a habit that sticks?',
      'I feel stuck. Where do I even begin?',
      'Help me decide between two paths.',
    ],
  },
];

// ---------------------------------------------------------------------------
// Benefits
// ---------------------------------------------------------------------------

export interface Benefit {
  title: string;
  description: string;
  icon: TablerIcon;
}

export const BENEFITS: readonly Benefit[] = [
  {
    title: 'Available 24/7',
    description: 'Late-night doubts or an early-morning decision: your mentor is there whenever you are.',
    icon: IconClock,
  },
  {
    title: 'Clarity, not walls of text',
    description: `Every answer stays focused and ends with ${NEXT_STEPS_RANGE} next steps, never an endless list.`,
    icon: IconChecklist,
  },
  {
    title: '90-day goals with milestones',
    description:
      'Turn sessions into progress: link them to goals, track milestones and watch your streak grow.',
    icon: IconCalendarEvent,
  },
  {
    title: 'Talk or type',
    description: 'Record a voice message, dictate into any text box and have replies read aloud.',
    icon: IconMicrophone,
  },
  {
    title: 'Memory you control',
    description: 'Long-term memory across sessions is opt-in on Pro. Turn it on or off at any time.',
    icon: IconBrain,
  },
  {
    title: 'Private by design',
    description: 'Your conversations are yours. Export or delete your data whenever you want.',
    icon: IconShieldLock,
  },
];

// ---------------------------------------------------------------------------
// Testimonials (static, spec section 3)
// ---------------------------------------------------------------------------

export interface Testimonial {
  id: string;
  /** Avatar image URL; null renders an initials avatar (no external images). */
  image: string | null;
  name: string;
  role: string;
  quote: string;
  badges: string[];
  alt: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'maya-okafor',
    image: null,
    name: 'Maya Okafor',
    role: 'Founder, early-stage fintech',
    quote:
      'I used to stew on decisions for weeks. Now I talk them through in a session and leave with three next steps. We signed our first two pilot customers within a month.',
    badges: [MENTOR_TYPE_LABELS.founder, 'Beta user'],
    alt: 'Initials avatar of Maya Okafor',
  },
  {
    id: 'daniel-reyes',
    image: null,
    name: 'Daniel Reyes',
    role: 'Support lead turned product manager',
    quote:
      'The Career Coach helped me build a 90-day plan and practise the hard conversations. The summaries kept me honest about what I had actually done.',
    badges: [MENTOR_TYPE_LABELS.career, 'Beta user'],
    alt: 'Initials avatar of Daniel Reyes',
  },
  {
    id: 'ingrid-larsen',
    image: null,
    name: 'Ingrid Larsen',
    role: 'Recently retired teacher',
    quote:
      'I wanted structure for this new chapter without feeling lectured. My Life Mentor is patient, practical and available at 6 a.m. when I do my best thinking.',
    badges: [MENTOR_TYPE_LABELS.life, 'Beta user'],
    alt: 'Initials avatar of Ingrid Larsen',
  },
];

// ---------------------------------------------------------------------------
// Pricing, call to action, footer
// ---------------------------------------------------------------------------

export const PRICING = {
  title: 'Simple, transparent pricing',
  subtitle: `Start with a ${TRIAL_DAYS}-day free trial with Pro features. No credit card required.`,
  sessionsInfoLabel: 'How sessions work',
} as const;

export const PLAN_TAGLINES: Record<PlanId, string> = {
  starter: 'Focused sessions to get you moving.',
  pro: 'Unlimited mentoring that remembers you.',
  founder: 'For founders building something big.',
  enterprise: 'Mentoring for your whole team.',
};

export const PERIOD_LABELS = { month: '/ month', year: '/ year' } as const;
export const CUSTOM_PRICE_NOTE = 'Tailored to your team';

export const FINAL_CTA = {
  title: 'Your next step starts with one conversation',
  subtitle: `Start your ${TRIAL_DAYS}-day free trial today. No credit card, cancel any time.`,
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  button: 'Get started',
} as const;

export const FOOTER_LINKS = ['Terms', 'Privacy', 'About', 'Contact', 'Press', 'Data'] as const;

export const DISCLAIMER =
  'Sessions are AI-generated and are not legal, medical or financial advice. For decisions in those areas, please consult a qualified professional.';

export const FOOTER_TAGLINE = 'One-to-one AI mentoring with concise next steps, goals and summaries.';

// ---------------------------------------------------------------------------
// How Sessions Work page
// ---------------------------------------------------------------------------

export const SESSIONS_HERO = {
  badge: 'Time-banked sessions',
  title: 'How sessions work',
  subtitle: `Mentoring in focused blocks of time: up to ${SESSION_LENGTH_MINUTES} minutes per session, ${STARTER_SESSIONS_LIMIT} sessions a month on Starter, and a clear summary every time.`,
} as const;

export interface InfoCard {
  title: string;
  description: string;
  icon: TablerIcon;
}

export const SESSION_INFO_CARDS: readonly InfoCard[] = [
  {
    title: `${SESSION_LENGTH_MINUTES}-minute sessions`,
    description: `Each session lasts up to ${SESSION_LENGTH_MINUTES} minutes. Many people need only 15 to 30 minutes to reach a clear decision.`,
    icon: IconHourglass,
  },
  {
    title: `${STARTER_SESSIONS_LIMIT} sessions a month on Starter`,
    description: `That is ${(STARTER_SESSIONS_LIMIT * SESSION_LENGTH_MINUTES) / 60} hours of mentoring every month. Pro and Founder+ are unlimited.`,
    icon: IconCalendarEvent,
  },
  {
    title: `Summaries with ${NEXT_STEPS_RANGE} next steps`,
    description:
      'Every session ends with a concise summary, key insights and a short list of actions you can start today.',
    icon: IconListCheck,
  },
];

export interface ExampleDay {
  day: string;
  title: string;
  description: string;
}

export const EXAMPLE_WEEK: readonly ExampleDay[] = [
  {
    day: 'Mon',
    title: 'Set the direction',
    description:
      'A 40-minute session with your Career Coach to define a 90-day goal. You leave with a summary and three next steps.',
  },
  {
    day: 'Wed',
    title: 'Check in and unblock',
    description:
      'A 20-minute follow-up on what went well and what got stuck. Your mentor helps you adjust the plan and picks the next two actions.',
  },
  {
    day: 'Fri',
    title: 'Review and reflect',
    description:
      'A 30-minute review of the week. Progress on your goal is updated and you get one clear focus for next week.',
  },
];

export const EXAMPLE_WEEK_NOTE = `Three sessions used, ${STARTER_SESSIONS_LIMIT - 3} left this month on Starter.`;

export const SESSIONS_CTA = {
  title: 'Ready for your first session?',
  subtitle: `Start with a ${TRIAL_DAYS}-day free trial. No credit card required.`,
  primary: 'Start your free trial',
  back: 'Back to home',
} as const;
