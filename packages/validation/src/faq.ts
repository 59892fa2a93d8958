/** FAQ content and search (spec sections 2 "FAQ", "Help & Support", "How Sessions Work", 5). */

export interface FaqItem {
  question: string;
  answer: string;
}

/** Case-insensitive match of the trimmed query over question and answer; an empty query keeps everything. */
export function filterFaq<T extends FaqItem>(items: readonly T[], query: string | null | undefined): T[] {
  const q = (query ?? '').trim().toLowerCase();
  if (q === '') return [...items];
  return items.filter(
    (item) => item.question.toLowerCase().includes(q) || item.answer.toLowerCase().includes(q),
  );
}

/**
 * Anchor slug of a question: lowercase, non-alphanumeric characters stripped (spaces kept),
 * runs of spaces turned into one hyphen. 'How does the 14-day trial work?' -> 'how-does-the-14day-trial-work'.
 */
export function faqSlug(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** Landing page FAQ (#faq). */
export const LANDING_FAQ: readonly FaqItem[] = [
  {
    question: 'How does the free trial work?',
    answer:
      'Every new account gets a 14-day free trial with Pro features and no credit card required. When the trial ends you stay on the Starter plan with 5 sessions a month unless you upgrade.',
  },
  {
    question: 'What is a session?',
    answer:
      'A session is one conversation with your AI mentor of up to 60 minutes. Each session ends with a concise summary, key insights and 1 to 3 next steps. The Starter plan includes 5 sessions per month; Pro and Founder+ are unlimited.',
  },
  {
    question: 'Which mentors can I talk to?',
    answer:
      'You can choose a Founder Advisor, a Career Coach or a Life Mentor, and switch mentor type at any time.',
  },
  {
    question: 'Does my mentor remember previous sessions?',
    answer:
      'Within a session your mentor always remembers the conversation. Long-term memory across sessions is a Pro feature and strictly opt-in: you can turn it on or off in your settings at any time.',
  },
  {
    question: 'Is my data private?',
    answer:
      'Your conversations, goals and notes are visible only to you. We never sell your data, and you can export or delete it whenever you want.',
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Paid plans can be cancelled at any time from your subscription page, and you keep access until the end of the current billing period.',
  },
  {
    question: 'Can I use my voice?',
    answer:
      'Yes. You can record voice messages that are transcribed and sent for you, dictate into text boxes, and have your mentor read its replies aloud.',
  },
  {
    question: 'Is this professional advice?',
    answer:
      'No. Sessions are AI-generated and are not legal, medical or financial advice. For decisions in those areas, please consult a qualified professional.',
  },
];

/** Help & Support page accordion (exactly six). */
export const HELP_FAQ: readonly FaqItem[] = [
  {
    question: 'How do I start a new session?',
    answer:
      'Open Chat from the dashboard, pick a mentor type in the sidebar and press "+ New". Your new session opens right away and you can start typing or recording.',
  },
  {
    question: 'How are my sessions counted?',
    answer:
      'Each new chat session counts as one session for the month. The Starter plan includes 5 sessions per month of up to 60 minutes each; Pro and Founder+ have unlimited sessions.',
  },
  {
    question: 'How do I change my plan?',
    answer:
      'Go to Account Settings > Subscription to see your current plan and compare Starter, Pro and Founder+.',
  },
  {
    question: 'How do I track progress on a goal?',
    answer:
      'Create a goal in the Goals view, then use "+10% Progress" as you move forward. When a goal reaches 100% you can mark it complete.',
  },
  {
    question: 'How do I export or delete my data?',
    answer:
      'Use Account Settings > Export Data to download your profile, sessions, goals, summaries and analytics as a JSON file. To delete your account and data, contact support.',
  },
  {
    question: 'Why is the microphone not working?',
    answer:
      'Make sure your browser has permission to use the microphone and that the site is opened over HTTPS. Voice features work best in a recent version of Chrome, Edge or Safari.',
  },
];

/** How Sessions Work page accordion (exactly five). */
export const SESSIONS_FAQ: readonly FaqItem[] = [
  {
    question: 'How long is a session?',
    answer:
      'A session lasts up to 60 minutes. You do not have to use the full hour: many sessions take 15 to 30 minutes.',
  },
  {
    question: 'How many sessions do I get?',
    answer:
      'The Starter plan includes 5 sessions per month, which gives you up to 5 hours of mentoring. Pro and Founder+ include unlimited sessions.',
  },
  {
    question: 'What happens when I reach my monthly limit?',
    answer:
      'You can still read your history, summaries and goals. To start new sessions before the next month, upgrade your plan.',
  },
  {
    question: 'Do unused sessions roll over?',
    answer: 'No. Your session count resets at the start of each month.',
  },
  {
    question: 'What do I get at the end of a session?',
    answer:
      'A concise summary with key insights, action items and 1 to 3 next steps, which you can find later in your History.',
  },
];
