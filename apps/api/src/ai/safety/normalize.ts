/**
 * Text as the safety patterns read it: lower case, one kind of apostrophe, contractions written out ("don't",
 * "dont" and "do n't" all become "do not"), common misspellings and chat shorthand spelled the one way the
 * patterns use, punctuation reduced to clause marks (" , " and " . "), and single spaces.
 */

/** Contractions as people type them, with or without the apostrophe. */
const CONTRACTIONS: [RegExp, string][] = [
  [/\b(ca)n'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bshan'?t\b/g, 'shall not'],
  [/\b(do|does|did|is|are|was|were|has|have|had|would|could|should|must|need|might)n'?t\b/g, '$1 not'],
  [/\b(ai)n'?t\b/g, 'is not'],
  [/\bi'?m\b/g, 'i am'],
  [/\bim\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  [/\bi'd\b/g, 'i would'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  // ("were" stays "were": the past tense is far likelier than "we're" without its apostrophe.)
  [/\b(you|they)re\b/g, '$1 are'],
  [/\b(you|we|they)'ve\b/g, '$1 have'],
  [/\b(you|we|they|he|she|it)'ll\b/g, '$1 will'],
  [/\b(he|she|they|you|we)'d\b/g, '$1 would'],
  [/\bhed\b/g, 'he would'],
  [/\btheyd\b/g, 'they would'],
  [/\b(he|she|it|that|what|there|who|where)'s\b/g, '$1 is'],
  [/\b(he|she|that|what|there)s\b/g, '$1 is'],
  [/\blet'?s\b/g, 'let us'],
];

/** Misspellings and shorthand, word by word (the key is matched as a whole word). */
const WORDS: Record<string, string> = {
  kil: 'kill',
  kll: 'kill',
  kms: 'kill myself',
  kys: 'kill yourself',
  unalive: 'kill',
  yeet: 'throw',
  yeeting: 'throwing',
  unaliving: 'killing',
  suicde: 'suicide',
  sucide: 'suicide',
  suiside: 'suicide',
  suacide: 'suicide',
  suicied: 'suicide',
  suicid: 'suicide',
  suicidel: 'suicidal',
  suicidle: 'suicidal',
  sucidal: 'suicidal',
  suisidal: 'suicidal',
  suicadal: 'suicidal',
  myslef: 'myself',
  mysef: 'myself',
  myelf: 'myself',
  meself: 'myself',
  wanna: 'want to',
  wana: 'want to',
  wnat: 'want',
  gonna: 'going to',
  gona: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  u: 'you',
  ur: 'your',
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tonite: 'tonight',
  tonght: 'tonight',
  '2nite': 'tonight',
  od: 'overdose',
  oded: 'overdosed',
  overdoze: 'overdose',
  overdozed: 'overdosed',
  bf: 'boyfriend',
  gf: 'girlfriend',
  hubby: 'husband',
  mum: 'mom',
  mam: 'mom',
  mommy: 'mom',
  mummy: 'mom',
  daddy: 'dad',
  'step-dad': 'stepdad',
  'step-mom': 'stepmom',
  'step-father': 'stepfather',
  'step-mother': 'stepmother',
  dieing: 'dying',
  dyin: 'dying',
  anymor: 'anymore',
  nomore: 'no more',
  aliv: 'alive',
  beleive: 'believe',
  pils: 'pills',
  pillz: 'pills',
  tablts: 'tablets',
  slef: 'self',
  harmin: 'harming',
  cuttin: 'cutting',
  threatend: 'threatened',
  threatning: 'threatening',
  choaks: 'chokes',
  chocked: 'choked',
  choaked: 'choked',
  punchs: 'punches',
  slapps: 'slaps',
  hitts: 'hits',
  becuase: 'because',
  becasue: 'because',
  cant: 'can not',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  wont: 'will not',
  isnt: 'is not',
  wasnt: 'was not',
  wouldnt: 'would not',
  couldnt: 'could not',
  shouldnt: 'should not',
  havent: 'have not',
  hasnt: 'has not',
  arent: 'are not',
  werent: 'were not',
  ive: 'i have',
  idk: 'i do not know',
  ppl: 'people',
  everyon: 'everyone',
  evryone: 'everyone',
  evry: 'every',
  noone: 'no one',
  'no-one': 'no one',
  whats: 'what is',
  thats: 'that is',
  liek: 'like',
  becaus: 'because',
  yrs: 'years',
  yo: 'years old',
  yr: 'year',
};

const WORD_RE = /[a-z0-9][a-z0-9'_-]*/g;

/** The text as the patterns read it (see the file's comment). Idempotent. */
export function normalizeForSafety(text: string): string {
  let t = text.normalize('NFKC').toLowerCase();
  t = t.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'");
  t = t.replace(/[\u201c\u201d]/g, '"');
  // Letters repeated for emphasis ("pleeeease", "sooo") down to two.
  t = t.replace(/([a-z])\1{2,}/g, '$1$1');
  for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  // "unalive" with no one named after it is the writer's own ("wanna unalive"); with someone named, it is "kill".
  t = t.replace(
    /\bunaliv(e|ing)\b(?!\s+(?:myself|me|him|her|them|you|yourself|someone|somebody|everyone|my|his|her|their|the|a|people))/g,
    (_, end: string) => (end === 'e' ? 'kill myself' : 'killing myself'),
  );
  t = t.replace(WORD_RE, (w) => {
    const bare = w.replace(/^'+|'+$/g, '');
    return WORDS[bare] ?? bare.replace(/'s$/, ' s').replace(/'/g, '');
  });
  // "I'll die on this hill" is an opinion held firmly, never a wish to die.
  // "makes me want to bang my head against a wall" is frustration (banging it until it bleeds is not: kept).
  t = t.replace(
    /\b(?:makes? me want to|made me want to|i could|feel like|felt like|want to) bang(?:ing)? my head (?:against|on) (?:a |the )?(?:brick )?(?:wall|desk|table|keyboard)\b(?![^.]{0,40}\b(?:until|till|bleed\w*|bruis\w*|hurts|blood)\b)/g,
    'feel frustrated',
  );
  t = t.replace(/\b(?:die|dying|died) on (?:this|that|the) hill\b/g, 'stand firm on this');
  // "my self" is "myself"; "self harm" in any spelling is one phrase.
  t = t.replace(/\bmy self\b/g, 'myself').replace(/\bself[\s-]*harm/g, 'selfharm');
  // Clause marks: sentence ends and commas (with dashes, semicolons, ellipses) as " . " and " , ".
  t = t.replace(/[.!?;:]+|\u2026|\n+/g, ' . ').replace(/[,\u2013\u2014]+|\s-\s/g, ' , ');
  t = t.replace(/["()[\]{}*_~#>|]+/g, ' ');
  return t.replace(/\s+/g, ' ').trim();
}
