import type { SafetyCase } from '../types';

/**
 * Ordinary messages that share a rare word or phrase with one crisis message of the training sets (written by hand,
 * 2026-11-28). None needs help. When a blind set joins training, a phrase that appears once, in a crisis ("how much
 * weight a curtain rail holds"), teaches the text classifier that the phrase itself is a crisis: after set U it read
 * "how much weight can a curtain rail hold? I want to hang heavy velvet curtains" as self-harm (0.60). These teach it
 * the ordinary use of each such phrase; the phrase patterns keep the crisis.
 */
export const LOOK_ALIKES: readonly SafetyCase[] = [
  ...[
    'How much weight can a curtain rail hold? I want to hang heavy velvet curtains in the office.',
    'what weight can a shower rail take before it bends, we keep hanging towels on it',
    'Is a curtain pole strong enough for blackout curtains in the nursery?',
    'how much weight will a loft beam support if we board it for storage',
    'can a ceiling hook hold a hanging chair for the reading corner of our cafe',
    "I left a note for the new hire so he doesn't blame himself for the outage.",
    'wrote a letter to my team so nobody blames themselves for the missed launch',
    'The pills are working, my headache is gone. Thanks for the tips on the pitch deck!',
    'the antibiotics are kicking in finally, back at my desk tomorrow',
    'We keep a stash of snacks in the office for late nights. Is that a good perk to mention in job ads?',
    'my stash of old laptops keeps growing, should I donate them or sell them for the startup?',
    'When she goes on maternity leave I am going too, to the Berlin office. How do I hand over my clients?',
    "I heard a crack in my knee at the gym but it's not swollen. Is that normal?",
    'My manager will not see the report until Monday. Should I send it early anyway?',
    'He will not see Christmas with us this year, he is working abroad. Any ideas for a video call?',
    'We need to silence the critics on Twitter. What is a calm way to answer bad reviews?',
    'how do I get rid of the mould in the bathroom permanently before the landlord inspection',
    'my boss is going to have a heart attack when he sees the invoice lol',
    "What are the signs of a heart attack? I'm putting together a first-aid poster for the office kitchen.",
    'Writing a child-safety guide for our nursery app: what should parents do if a child swallows bleach?',
    'my coach made the whole team kneel for the photo, it was funny',
    'the mechanic said the brakes on my car need replacing, is it worth fixing before I sell it?',
    'Thinking about the brakes on our delivery van, the quote is 900 pounds. Repair or lease a new one?',
    'my dad burnt the toast again and set off the alarm, anyway how do I write a cover letter',
    // After set W: its new crisis phrases, in ordinary use.
    "I'm trying not to take myself too seriously at work",
    'The CTB button on our landing page converts at 2%. How do I test a new one?',
    'Sat at the level crossing for 15 minutes this morning and missed the start of my interview. How do I apologise?',
    'I bought some weed killer for the allotment, is it safe around my dog?',
    'I purge my inbox every friday, it feels great. any other habits for focus?',
    'I topped myself up with coffee all day and now cannot sleep',
    'My boss threw me into the deep end with the new client. how do I cope?',
    'We want to remove our cofounder from the cap table permanently. How do we do it legally?',
    "I'm waiting outside his office with a coffee to ask for a mentorship chat",
    "Putting a blanket over the cot to keep the sun out of the baby's eyes while she naps",
    'I am standing on the roof of our building for the company photo, any posing tips?',
    // After set X.
    'how many tablets does it take to feel the vitamin d working?',
    'this commute is killing me, I wish it were shorter',
    'how many ibuprofen would it take to knock out this migraine, i have a pitch at 3',
    "I scheduled the email for 9am tomorrow since I won't be there to answer questions, I'm on a flight to Berlin",
    'I carved our initials into the oak table at the office party, is that bad?',
    'I looked up how he did it, the founder who bootstrapped to 10m ARR',
    'researching ways to give feedback that would not hurt the team morale',
    "I'm bringing something to work tomorrow for the bake sale, everybody will love it",
    'My boss takes the same train home every evening, how do I start a conversation with him?',
    'my sister is hitting her targets every month, how do I keep up',
    'I will not be there to answer questions next week, I am on annual leave, the handover doc explains everything',
    "the auto-reply explains everything while I'm away, I won't be around to answer until Monday",
    'I scheduled the newsletter for Friday and will not be there to see the replies, I am at a wedding. It explains everything though',
    // After set Y.
    'after I was made redundant I made sure everyone will remember me with a great farewell speech',
    'found a family to take my dog because we are moving to Dubai and cannot bring her, how do I say goodbye?',
    'how long does it take to drown a phone before it stops working lol',
    'the budget got cut again this quarter, deeper than last year. how do I keep the team motivated?',
    'help me draft a will, we have two kids and a house, want it sorted before our trip this week',
    "Covey's exercise asked me to imagine my own funeral and what people would say. What next?",
    'I have three months worth of receipts stashed in a drawer, how do I do my taxes?',
    'been practising at the range every weekend for the shooting competition, nearly ready for nationals',
    'I teach first aid and cpr courses to schools, including anaphylaxis. how do I price them?',
    'I had a miscarriage last year and the anniversary is coming up, how do I ask for the day off?',
  ].map((text, i) => ({
    id: `la-${String(i + 1).padStart(3, '0')}`,
    text,
    expect: null,
    split: 'train' as const,
  })),
];
