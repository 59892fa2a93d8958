import type { Rule } from './rule';

/**
 * Medical emergencies added from the twenty-seventh blind set on (./medical.ts has the earlier ones, and is near the
 * 400-line limit): a dispensing error taken for days, an electric shock with the heart skipping, and faints during
 * exercise; then tablets taken and the ears ringing, and fits with confusion after doubled painkillers. Each was added
 * once a spent blind set showed it (docs/safety.md).
 */
export const MEDICAL_LATER_RULES: readonly Rule[] = [
  // --- Added from the twenty-seventh held-out set, read after its one look (now training set AC) ------
  {
    id: 'med-daily-not-weekly',
    category: 'medical',
    // "I think I dispensed methotrexate as daily instead of weekly. She's been taking it 5 days and just rang with mouth
    // ulcers and bleeding gums" (not a vitamin moved from weekly to daily by the GP).
    re: /\b(?:daily|every day|each day) instead of (?:weekly|once a week|monthly|once a month)\b(?<=\b(?:methotrexate|dispens\w*|tablets?|pills?|doses?|taking it|taken it|took it)\b[^]{0,150})|\bmethotrexate\b[^]{0,150}\b(?:every day|daily|for \d+ days|mouth ulcers|bleeding gums)\b/,
    unless: /\b(?:gp|doctor|consultant|rheumatologist|dermatologist) (?:changed|moved|switched|said|told)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-electric-shock',
    category: 'medical',
    // "Took a proper belt off a live cable at a job an hour ago, hand's burned and my heart feels like it's skipping
    // beats" (not a static shock off the car door, nor a tingle from the electric fence).
    re: /\b(?:belt|shock|jolt|zap|bang) (?:off|from) (?:a |the )?(?:live|mains|bare|exposed|hot|240v|230v|415v|high voltage) (?:cable|wire|socket|busbar|circuit|terminal|line|conductor)\b|\b(?:electrocuted|electric shock)\b(?=[^]{0,200}\b(?:heart|chest|burn\w*|numb|tingl\w*|skipping|fluttering|palpitations)\b)|\bheart (?:feels like it is |feels like it s |is |keeps )?(?:skipping|missing) (?:beats|a beat)\b(?=[^]{0,200}\b(?:shock|belt|live|cable|wire|electr\w*)\b)/,
    unless: /\b(?:static|car door|electric fence|trampoline|jumper)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-fainting-exercise',
    category: 'medical',
    // "Over the past couple of weeks I've fainted three times at the gym and had palpitations ... Is it safe to keep
    // training?" (a heart to be seen before the next run; not fainting once at a blood test).
    re: /\b(?:fainted|passed out|blacked out|collapsed) (?:\w+ ){0,2}(?:twice|three times|four times|several times|a few times|multiple times|[2-9] times)\b(?=[^]{0,200}\b(?:palpitations|heart|chest|racing|pounding|gym|running|training|exercise|workout|match|game)\b)|\b(?:palpitations|heart racing)\b[^]{0,100}\b(?:fainted|passed out|blacked out) (?:\w+ ){0,2}(?:twice|three times|several times|a few times|[2-9] times)\b/,
    unless: /\b(?:blood tests?|needles?|injections?|giving blood|standing up too fast)\b/,
    notInFiction: true,
  },
  // --- Added from the twenty-eighth held-out set, read after its one look (now training set AD) -------
  {
    id: 'med-tablets-symptoms',
    category: 'medical',
    // "took my mums tablets earlier so i could sleep through everything, now im throwing up and my ears wont stop
    // ringing" (an overdose's signs after tablets taken; not a migraine tablet and tinnitus).
    re: /\b(?:took|taken|swallowed|had) (?:all of |a load of |a bunch of |loads of |a handful of )?(?:my |her |his |mum s |mums |mom s |dad s |dads |nan s |the )?(?:\w+ )?(?:tablets|pills|meds|painkillers|aspirin|paracetamol)\b[^]{0,150}\b(?:throwing up|vomiting|being sick|ears? (?:are |is )?(?:ringing|will not stop ringing|won t stop ringing)|ringing in my ears|can not see properly|going yellow)\b/,
    unless:
      /\b(?:migraine|travel sickness|sea ?sickness|chemo\w*|antibiotics?|iron tablets|tinnitus (?:for|since))\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-fits-today',
    category: 'medical',
    // "probably doubled it this week. Now I've had two fits today and I'm confused about what day it is" (not fits of
    // laughter, nor a seizure years ago).
    re: /\b(?:had|having|been having) (?:two|three|four|a few|several|multiple|\d+) (?:fits|seizures|convulsions) (?:today|tonight|this morning|this afternoon|in an hour|in a row)\b|\bconfused about what day it is\b(?=[^]{0,200}\b(?:fits?|seizures?|tramadol|codeine|doubled|took|hit my head|fell)\b)|(?<=\b(?:fits?|seizures?|tramadol|codeine|doubled|took|hit my head|fell)\b[^]{0,200})\bconfused about what day it is\b/,
    urgent: true,
    notInFiction: true,
  },
];
