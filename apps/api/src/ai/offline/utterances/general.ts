import type { MentorType } from '@mentor/validation';

/** Questions for a qualified professional, asked of any mentor: [the mentor asked, the message]. */
export const GENERAL_UTTERANCES: Record<string, readonly (readonly [MentorType, string])[]> = {
  'any.health': [
    ['life', 'I have had chest pains on and off for a week.'],
    ['life', 'Should I be worried about a lump on my neck?'],
    ['career', 'I get dizzy at work and my vision goes blurry. What is wrong with me?'],
    ['life', 'What medication should I take for my migraines?'],
    ['founder', 'I have had a headache every day for a month and I am too busy to see a doctor.'],
    ['life', 'Do you think I have depression?'],
    ['life', 'My heart races at night and my hands go numb.'],
    ['career', 'I have back pain from sitting all day. Is it something serious?'],
  ],
  'any.legal': [
    ['career', 'Should I sign this employment contract with a non-compete clause?'],
    ['founder', 'A former employee is threatening to sue us.'],
    ['life', 'My landlord will not return my deposit. Can I take him to court?'],
    ['career', 'Was it legal for my employer to fire me while I was on sick leave?'],
    ['founder', 'Do I need a lawyer to register a trademark?'],
    ['life', 'How do I get custody of my children in a divorce?'],
    ['founder', 'Someone copied our product. Can we sue them?'],
    ['career', 'My employer has not paid me for two months. What are my legal rights?'],
  ],
  'any.finance': [
    ['life', 'Should I put my savings into stocks or crypto?'],
    ['founder', 'How should I pay myself as a founder to minimise taxes?'],
    ['life', 'Is now a good time to invest in index funds?'],
    ['career', 'Should I take the lump sum or the pension from my old employer?'],
    ['life', 'How do I file my taxes as a freelancer?'],
    ['founder', 'Which is better for taxes, an LLC or a corporation?'],
    ['life', 'Should I pay off my mortgage early or invest the money?'],
    ['career', 'How are stock options taxed when I leave the company?'],
  ],
};
