import type { Rule } from './rule';

/**
 * Self-harm plans told through their means and their arrangements, added from the twenty-eighth blind set on
 * (./self-harm.ts, ./self-harm-signs.ts and ./self-harm-later.ts have the earlier ones; the first and the last are near
 * the 400-line limit): a drug "enough this time", a hose fitted to the exhaust, a poison kept aside, a window of a high
 * floor, a wheel turned into a bridge pillar, a date set and a last week of questions, and affairs put in order "not to
 * see another winter". Each was added once a spent blind set showed it (docs/safety.md).
 */
export const SELF_HARM_MEANS_RULES: readonly Rule[] = [
  // --- Added from the twenty-eighth held-out set, read after its one look (now training set AD) -------
  {
    id: 'sh-enough-this-time',
    category: 'self_harm',
    // "14 months clean ... I've got a bag of fent in my hand and I want it to be enough this time so nobody finds me
    // halfway" (not a deposit that will be enough this time).
    re: /\b(?:want|need|hope|make sure|pray) (?:it|this|them|they|that) (?:is |are |to be |will be )?enough this time\b(?<=\b(?:fent\w*|heroin|pills|tablets|dose|bag|gear|smack|oxy\w*|insulin|clean|relapse\w*|overdose|od|rope|drop|jump|finds? me)\b[^]{0,200})|\b(?:bag|baggie|wrap|gram) of (?:fent\w*|heroin|smack|gear|h)\b(?=[^]{0,100}\b(?:enough|in my hand|all of it|the lot|this time|nobody finds)\b)/,
    urgent: true,
    negatable: false,
    notInFiction: true,
  },
  {
    id: 'sh-hose-exhaust',
    category: 'self_harm',
    // "the cheapest way out for my family, and the hosepipe's already fitted to the exhaust" (not an exhaust pipe
    // fitted at the garage).
    re: /\b(?:hose|hosepipe|hose pipe|tube|tubing|pipe)\b[^]{0,40}\b(?:fitted|attached|taped|connected|hooked up|running|fed) (?:to|from|into|on to|onto) the (?:car s |van s )?exhaust\b|\b(?:fitted|attached|taped|connected|hooked|fed) (?:a |the )?(?:hose|hosepipe|hose pipe|tube|tubing) (?:up )?(?:to|from|into|onto) the (?:car s |van s )?exhaust\b/,
    unless: /\b(?:mechanic|mot|garage (?:did|fitted|said)|extraction|workshop|fume extractor)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'sh-poison-aside',
    category: 'self_harm',
    // "I have kept the phenyl bottle aside in the cupboard. Only worry is my daughter ... so she has something after"
    // (not bleach kept away from the children).
    re: /\b(?:kept|keeping|put|hidden|hid|got|bought|have) (?:the |a |some |my )?(?:phenyl|phenol|acid|bleach|pesticide|insecticide|weed ?killer|paraquat|rat poison|poison|kerosene|toilet cleaner|harpic|sulphas|celphos|aluminium phosphide|organophosphate|antifreeze)(?: bottle| tablets| packet| tin| can)? (?:aside|ready|hidden|away|under the bed|by the bed|in the cupboard|in my bag|in my room)\b(?=[^]{0,200}\b(?:only worry|after i|when i am gone|something after|so (?:she|he|they) (?:has|have|will have)|my (?:daughter|son|kids|children|family) (?:will|would)|enough|tonight|decided|nobody|no one)\b)/,
    unless:
      /\b(?:away from (?:the )?(?:kids|children|baby|toddler|dog|cat)|out of reach|child ?lock|childproof|cleaning day|pests?|rats? in|garden|allotment|weeds)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'sh-window-high-floor',
    category: 'self_harm',
    // "I am standing at the window of the 22nd floor now. I already wrote a letter for my anak" (not a view from the
    // 22nd floor of a hotel).
    re: /\b(?:standing|sitting|stood|sat|leaning|climbed) (?:at|by|in|on|out of|onto) (?:the |my |an )?(?:open )?(?:window|window ledge|windowsill|ledge|balcony railing) (?:of|on) (?:the |my |our )?(?:\d+(?:st|nd|rd|th)|top|tenth|twentieth|highest) floor\b(?=[^]{0,200}\b(?:now|right now|letter|note|goodbye|sorry|tonight|cannot go home|can not go home|nothing left|for my)\b)/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'sh-turn-wheel',
    category: 'self_harm',
    // "every bridge pillar I pass I think about just turning the wheel into it. Thinking it right now on the hard
    // shoulder" (not turning the wheel into a skid, as a driving instructor teaches).
    re: /\b(?:think|thinking|thought) (?:about|of) (?:just )?(?:turning|yanking|jerking|pulling|swinging) the (?:steering )?wheel (?:into|towards?|at) (?:it|them|one|a (?:pillar|wall|tree|lorry|truck|bridge)|the (?:pillar|wall|barrier|bridge|oncoming \w+|central reservation|river))\b/,
    unless: /\b(?:skid|aquaplan\w*|instructor|lesson|test)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-date-set-last-week',
    category: 'self_harm',
    // "this is probably the last week I'll be asking you things, I've set the date for Saturday" (not the last week
    // before the wedding, whose date is set).
    re: /\b(?:the )?last (?:week|time|few days|days|message) (?:i ll|i will|i am going to|i m going to|i can) (?:be )?(?:asking|talking|messaging|writing|chatting|ask|talk|write|be around|be here)\b(?=[^]{0,150}\bset (?:the|a) date\b)|\bset (?:the|a) date\b[^]{0,150}\b(?:the )?last (?:week|time|few days|days|message) (?:i ll|i will|i am going to|i m going to|i can) (?:be )?(?:asking|talking|messaging|writing|chatting|ask|talk|write|be around|be here)\b/,
    unless:
      /\b(?:wedding|launch|leaving do|notice|move|moving|relocat\w*|emigrat\w*|holiday|sabbatical|maternity|paternity|new job|retire\w*)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'sh-not-another-winter',
    category: 'self_harm',
    // "I've put my affairs in order, given the dog to the neighbours ... I don't expect to see another winter and
    // frankly I'd rather not" (not a diagnosis with months to live, told calmly).
    re: /\b(?:do not|don t|no longer) (?:expect|plan|intend|want|wish) to see (?:another|next|the next|one more) (?:winter|summer|christmas|year|birthday|spring|autumn)\b(?=[^]{0,80}\b(?:rather not|would not want|don t want|do not want|and i am fine|good riddance)\b)|\b(?:do not|don t) see (?:much |any |the )?point (?:in )?(?:making it to|getting to|reaching|living to|seeing) (?:\d+|fifty|sixty|forty|thirty|another|next)\b/,
    notInFiction: true,
  },
];
