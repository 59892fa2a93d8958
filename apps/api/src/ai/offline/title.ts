import type { MentorType } from '@mentor/validation';
import { detectTopics, plain } from './text';

/**
 * The offline mentor's session titles: a clean phrase for the topic of the first message ("Raising a seed
 * round", "Career change into product"), never the person's own words. A topic may have more specific phrasings,
 * tried in order before its general one. Without a topic there is no title (the session keeps its default one).
 */
interface TopicTitle {
  /** Specific phrasings: the first whose pattern matches the message wins. */
  variants?: readonly { re: RegExp; title: string }[];
  title: string;
}

/** Fields a career change often goes into: "Career change into {field}". */
const CHANGE_FIELDS: readonly { re: RegExp; field: string }[] = [
  { re: /\bproduct( management| manager)?\b/i, field: 'product' },
  { re: /\b(ux|user experience|design)\b/i, field: 'design' },
  { re: /\b(data science|data analy\w*|analytics)\b/i, field: 'data' },
  { re: /\b(tech|software|coding|programming|engineering|developer)\b/i, field: 'tech' },
  { re: /\bmarketing\b/i, field: 'marketing' },
  { re: /\bsales\b/i, field: 'sales' },
  { re: /\bteach\w*\b/i, field: 'teaching' },
  { re: /\bnursing\b/i, field: 'nursing' },
];

const TOPIC_TITLES: Record<string, TopicTitle> = {
  interview: { title: 'Preparing for an interview' },
  cv: {
    variants: [
      { re: /\blinkedin\b/i, title: 'Improving your LinkedIn profile' },
      { re: /\bcover letter\b/i, title: 'Writing a cover letter' },
      { re: /\bportfolio\b/i, title: 'Building your portfolio' },
    ],
    title: 'Sharpening your CV',
  },
  jobsearch: { title: 'Planning the job search' },
  promotion: {
    variants: [
      {
        re: /\b(raise(?! (?:a |an |the |my |our )?(?:seed|pre-seed|series|round|money|funds?|funding|capital))|salary|pay rise|compensation|negotiat\w*)\b/i,
        title: 'Negotiating your pay',
      },
    ],
    title: 'Going for a promotion',
  },
  change: { title: 'Planning a career change' },
  skills: { title: 'Learning a new skill' },
  customers: { title: 'Validating with customers' },
  fundraising: {
    variants: [
      { re: /\bpre-seed\b/i, title: 'Raising a pre-seed round' },
      { re: /\bseed\b/i, title: 'Raising a seed round' },
      { re: /\bseries [a-d]\b/i, title: 'Raising the next round' },
      { re: /\b(pitch|deck)\b/i, title: 'Sharpening the investor pitch' },
    ],
    title: 'Raising money from investors',
  },
  conflict: {
    variants: [{ re: /\bco-?founders?\b/i, title: 'Working through a cofounder conflict' }],
    title: 'Working through a disagreement',
  },
  team: {
    variants: [
      { re: /\b(hiring|hire)\b/i, title: 'Hiring for the team' },
      { re: /\bdelegat\w*/i, title: 'Learning to delegate' },
    ],
    title: 'Leading the team',
  },
  product: {
    variants: [{ re: /\b(launch\w*|ship\w*)\b/i, title: 'Planning the product launch' }],
    title: 'Shaping the product',
  },
  revenue: {
    variants: [{ re: /\b(pricing|prices?)\b/i, title: 'Setting your pricing' }],
    title: 'Growing revenue',
  },
  stress: { title: 'Managing stress and energy' },
  habits: { title: 'Building a lasting habit' },
  health: {
    variants: [{ re: /\bsleep\w*/i, title: 'Sleeping better' }],
    title: 'Making room for health',
  },
  relationships: { title: 'Navigating a relationship' },
  decision: { title: 'Making a decision' },
  focus: {
    variants: [{ re: /\bprocrastinat\w*/i, title: 'Beating procrastination' }],
    title: 'Finding focus',
  },
  purpose: { title: 'Finding your direction' },
};

/** A clean title for a session from its first message, or null when no topic stands out. */
export function titleFromTopic(message: string, persona: MentorType): string | null {
  const text = plain(message);
  const topic = detectTopics(text, persona)[0] ?? detectTopics(text)[0];
  if (!topic) return null;
  if (topic.id === 'change') {
    const field = CHANGE_FIELDS.find((f) => f.re.test(text));
    if (field) return `Career change into ${field.field}`;
  }
  const entry = TOPIC_TITLES[topic.id];
  if (!entry) return null;
  return entry.variants?.find((v) => v.re.test(text))?.title ?? entry.title;
}
