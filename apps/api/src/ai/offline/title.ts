import type { MentorType } from '@mentor/validation';
import { understand } from './understand';
import { plain } from './text';

/**
 * The offline mentor's session titles: the title of the intent the first message is about ("Raising a seed round",
 * "Career change into product"), never the person's own words. An intent may have more specific phrasings, tried
 * in order before its own title. A greeting, a request it cannot serve or a message it could not place still gets
 * a title from what the session is for, so no session keeps its default title after the first reply.
 */
const VARIANTS: Record<string, readonly { re: RegExp; title: string }[]> = {
  'founder.fundraising': [
    { re: /\bpre-seed\b/i, title: 'Raising a pre-seed round' },
    { re: /\bseed\b/i, title: 'Raising a seed round' },
    { re: /\bseries [a-d]\b/i, title: 'Raising the next round' },
  ],
  'founder.pricing': [{ re: /\b(pricing|prices?)\b/i, title: 'Setting your pricing' }],
  'career.cv': [
    { re: /\blinkedin\b/i, title: 'Improving your LinkedIn profile' },
    { re: /\bcover letter\b/i, title: 'Writing a cover letter' },
    { re: /\bportfolio\b/i, title: 'Building your portfolio' },
  ],
};

/** Fields a career change often goes into: "Career change into {field}". */
const CHANGE_FIELDS: readonly { re: RegExp; field: string }[] = [
  { re: /\bproduct( management| manager)?\b/i, field: 'product' },
  { re: /\b(ux|user experience|design)\b/i, field: 'design' },
  { re: /\b(data science|data analy\w*|analytics)\b/i, field: 'data' },
  { re: /\b(tech|software|coding|programming|engineering|developer)\b/i, field: 'tech' },
  { re: /\bmarketing\b/i, field: 'marketing' },
  { re: /\bsales\b/i, field: 'sales' },
  { re: /\bteach\w*\b/i, field: 'teaching' },
  { re: /\bnurs\w*\b/i, field: 'nursing' },
];

const PERSONA_TITLES: Record<MentorType, string> = {
  founder: 'Working on the business',
  career: 'Planning your next career step',
  life: 'Talking things through',
};

/** A clean title for a session from its first message; null only for an empty message. */
export function titleFromTopic(message: string, persona: MentorType): string | null {
  const text = plain(message);
  if (text.trim().length === 0) return null;
  const said = understand([{ role: 'user', content: message }], persona);
  const intent = said.kind === 'intent' ? said.intent : said.kind === 'limit' ? said.topic : null;
  if (!intent) return said.kind === 'greeting' ? 'Getting started' : PERSONA_TITLES[persona];
  if (intent.id === 'career.change') {
    const field = CHANGE_FIELDS.find((f) => f.re.test(text));
    if (field) return `Career change into ${field.field}`;
  }
  return VARIANTS[intent.id]?.find((v) => v.re.test(text))?.title ?? intent.title;
}
