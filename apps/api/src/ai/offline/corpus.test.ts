import type { SessionSummaryContent } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { mentorContext } from '../../../test/mentor-context';
import type { ChatTurn, MentorContext } from '../provider';
import { CORPUS, TRANSCRIPTS, type CorpusEntry } from './corpus';
import { composeReply, type OfflineReply } from './reply';
import { summarizeTranscript } from './summary';

/**
 * The offline mentor's wording rules, checked on every corpus entry (docs/decisions.md, "Offline mentor wording").
 * Each rule is a function returning the problems it found, each naming what is wrong; the test names the entry.
 */

interface Outcome {
  id: string;
  ctx: MentorContext;
  /** The whole transcript up to and including the reply. */
  transcript: ChatTurn[];
  reply: OfflineReply;
  summary: SessionSummaryContent;
}

// ---------------------------------------------------------------------------
// Contexts
// ---------------------------------------------------------------------------

const GOAL: NonNullable<MentorContext['goal']> = {
  title: 'Launch my portfolio',
  description: '',
  category: 'career',
  status: 'active',
  progress: 40,
  targetDate: new Date('2027-01-31T00:00:00.000Z'),
  milestones: [
    { title: 'Pick three projects', completed: true, dueDate: null },
    { title: 'Write the case studies', completed: false, dueDate: null },
  ],
};

const PREVIOUS: NonNullable<MentorContext['previousSession']> = {
  title: 'Interview prep',
  date: new Date('2026-11-03T10:00:00.000Z'),
  summary:
    'In this session with your Career Coach, you said you want to prepare for interviews at two banks.',
  nextSteps:
    '1. Write out answers to the 3 interview questions you dread most.\n2. Book a 30-minute mock interview with a friend.',
};

function contextFor(entry: Pick<CorpusEntry, 'persona' | 'with'>): MentorContext {
  const base = mentorContext({}, entry.persona);
  switch (entry.with) {
    case 'goal':
      return { ...base, goal: GOAL };
    case 'primaryGoal':
      return {
        ...base,
        profile: { ...base.profile, primaryGoal: 'Run a marathon', timeHorizon: '6 months' },
      };
    case 'previousSession':
      return { ...base, previousSession: PREVIOUS };
    case 'analytical':
    case 'supportive':
      return { ...base, profile: { ...base.profile, preferredTone: entry.with } };
    case 'anonymous':
      return { ...base, profile: { ...base.profile, firstName: null } };
    case 'monday':
      // Monday the 23rd: the week the testers saw "before Friday" beside an action item due Monday the 30th.
      return { ...base, now: new Date('2026-11-23T09:00:00.000Z') };
    default:
      return base;
  }
}

/** Replies to the person's messages one by one, then the summary of the whole session. */
function converse(id: string, ctx: MentorContext, messages: readonly string[]): Outcome {
  const transcript: ChatTurn[] = [];
  let reply: OfflineReply = { text: '', steps: [], answered: '' };
  for (const message of messages) {
    transcript.push({ role: 'user', content: message });
    reply = composeReply(ctx, transcript);
    transcript.push({ role: 'assistant', content: reply.text });
  }
  return { id, ctx, transcript, reply, summary: summarizeTranscript(transcript, ctx) };
}

// ---------------------------------------------------------------------------
// Reading the output
// ---------------------------------------------------------------------------

const userTexts = (o: Outcome) => o.transcript.filter((t) => t.role === 'user').map((t) => t.content);

/** The numbered steps of a reply, and the prose around them. */
function replyParts(text: string): { prose: string; steps: string[] } {
  const steps: string[] = [];
  const prose: string[] = [];
  for (const line of text.split('\n')) {
    const step = /^\d+\.\s+(.*)$/.exec(line);
    if (step) steps.push(step[1]!);
    else prose.push(line);
  }
  return { prose: prose.join('\n'), steps };
}

/** Every piece of text the person reads, named for failure messages. */
function outputs(o: Outcome): { where: string; text: string }[] {
  return [
    { where: 'reply', text: o.reply.text },
    { where: 'summary', text: o.summary.summary },
    ...o.summary.keyInsights.map((text, i) => ({ where: `keyInsights[${i}]`, text })),
    { where: 'progressMade', text: o.summary.progressMade },
    { where: 'nextSteps', text: o.summary.nextSteps },
    ...o.summary.actionItems.map((a, i) => ({ where: `actionItems[${i}]`, text: a.text })),
  ];
}

const PRONOUN_CLASS: Record<string, string> = {
  i: '@',
  me: '@',
  you: '@',
  we: '@',
  us: '@',
  my: '@s',
  your: '@s',
  our: '@s',
  mine: '@x',
  yours: '@x',
  ours: '@x',
  myself: '@y',
  yourself: '@y',
  "i'm": '@m',
  im: '@m',
  "you're": '@m',
  "we're": '@m',
  "i've": '@v',
  "you've": '@v',
  "we've": '@v',
  "i'll": '@l',
  "you'll": '@l',
  "i'd": '@d',
  "you'd": '@d',
  am: '@be',
  are: '@be',
  was: '@was',
  were: '@was',
};

/** Words of a text with pronouns folded (my/your -> one token), and clause punctuation kept as tokens. */
function tokens(text: string): string[] {
  const plainText = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\n+/g, ' . ')
    .toLowerCase()
    .replace(/[’‘]/g, "'");
  return (plainText.match(/[\p{L}\p{N}']+|[,;:—–()!?.]/gu) ?? []).map((w) => PRONOUN_CLASS[w] ?? w);
}

const BOUNDARY = new Set([',', ';', ':', '—', '–', '(', ')', '.', '!', '?']);
const CONJUNCTIONS = new Set(['and', 'but', 'or', 'so', 'because', 'since', 'while', 'which', 'if', 'when']);
const WH_OBJECT = new Set(['what', 'which', 'who', 'whom', 'whose', 'whatever']);
const DANGLING = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'about',
  'from',
  'into',
  'by',
  'and',
  'or',
  'but',
  'my',
  'your',
  'our',
  'their',
  'this',
  'that',
  'which',
  'than',
  'as',
  'if',
  'because',
]);

/**
 * Where the words `span` sit in the person's messages: for each occurrence, whether it starts at a clause start
 * (after a boundary, a conjunction, or a first-person lead with no wh-object before it) and ends at a clause end.
 */
function echoProblems(span: string, said: readonly string[]): string | null {
  const want = tokens(span).filter((w) => !BOUNDARY.has(w));
  if (want.length < 2) return null;
  let found = false;
  for (const message of said) {
    const words = tokens(message);
    for (let i = 0; i + want.length <= words.length; i += 1) {
      // Match the span's words, skipping clause punctuation inside the user's text.
      let j = i;
      let k = 0;
      while (j < words.length && k < want.length) {
        if (words[j] === want[k]) {
          j += 1;
          k += 1;
        } else if (k > 0 && BOUNDARY.has(words[j]!) && words[j] !== '.') j += 1;
        else break;
      }
      if (k < want.length) continue;
      found = true;
      const after = words[j];
      const endsWhole = after === undefined || BOUNDARY.has(after) || CONJUNCTIONS.has(after);
      let start = i;
      while (start > 0 && !BOUNDARY.has(words[start - 1]!) && !CONJUNCTIONS.has(words[start - 1]!))
        start -= 1;
      const lead = words.slice(start, i);
      const startsWhole =
        lead.length === 0 ||
        (lead.length <= 6 &&
          !lead.some((w) => WH_OBJECT.has(w)) &&
          (lead[0]!.startsWith('@') ||
            ['should', 'how', 'help', 'can', 'could', 'please'].includes(lead[0]!)));
      if (endsWhole && startsWhole) return null;
    }
  }
  return found ? `“${span}” echoes the person’s words from the middle of a clause` : null;
}

/** Quoted, bolded or italic spans of a text (the mentor's own headings aside). */
function markedSpans(text: string): string[] {
  const spans: string[] = [];
  const re =
    /\*\*(.+?)\*\*|“([^”]+)”|"([^"]+)"|«([^»]+)»|「([^」]+)」|(?<![\p{L}\p{N}])_([^_]+)_(?![\p{L}\p{N}])/gu;
  for (const m of text.matchAll(re)) {
    const span = m.slice(1).find((g) => g !== undefined)!;
    if (/^Next steps?$/.test(span) || span.startsWith('Running offline')) continue;
    spans.push(span);
  }
  return spans;
}

// ---------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------

type Rule = (o: Outcome) => string[];

/** No quoted or bolded fragment of the person's words that is not a whole, safe phrase. */
const noFragmentEcho: Rule = (o) => {
  const problems: string[] = [];
  const said = userTexts(o);
  for (const { where, text } of outputs(o)) {
    for (const span of markedSpans(text)) {
      if (/[<>=/\\`{}[\]]/.test(span)) problems.push(`${where}: quote “${span}” carries markup or code`);
      else if (/(…|\.\.\.)$/.test(span.trim())) problems.push(`${where}: quote “${span}” is cut off`);
      else if (
        DANGLING.has(
          tokens(span)
            .filter((w) => !BOUNDARY.has(w))
            .at(-1) ?? '',
        )
      )
        problems.push(`${where}: quote “${span}” ends mid-phrase`);
      else {
        const echo = echoProblems(span, said);
        if (echo) problems.push(`${where}: ${echo}`);
      }
    }
  }
  // The summary retells the person's words without quotes: every retold run of words must be whole too.
  for (const where of ['summary', 'progressMade'] as const) {
    const text = o.summary[where];
    for (const clause of text.split(/[.;:!?]\s|,\s(?:and\s)?|\s—\s/)) {
      const m =
        /\byou(?:'re|’re| are)? (?:said you (?:are |want to |want )?|want to |want |are weighing whether to |asked how to |asked for help to |are working to |are struggling with |are stuck on |are worried about |feel you can’t )(.+)$/.exec(
          clause,
        );
      if (!m) continue;
      const echo = echoProblems(m[1]!.replace(/[.”]+$/, ''), said);
      if (echo) problems.push(`${where}: ${echo}`);
    }
  }
  return problems;
};

/** 1 to 3 next steps in every reply (numbered in its text), and 1 to 3 action items in its summary. */
const oneToThreeSteps: Rule = (o) => {
  const problems: string[] = [];
  const { steps } = replyParts(o.reply.text);
  if (o.reply.steps.length < 1 || o.reply.steps.length > 3)
    problems.push(`reply has ${o.reply.steps.length} next steps`);
  if (steps.join('\n') !== o.reply.steps.join('\n'))
    problems.push('the reply’s numbered list is not its steps');
  const n = o.summary.actionItems.length;
  if (n < 1 || n > 3) problems.push(`summary has ${n} action items`);
  return problems;
};

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const DAY = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00.000Z`);

/** What each date word says about a step's due date (`today` is the reply's day, UTC). */
function dateWordProblems(text: string, due: string, now: Date): string[] {
  const problems: string[] = [];
  const today = dayOf(now.toISOString());
  const d = dayOf(due);
  const lower = text.toLowerCase();
  const say = (word: string) => problems.push(`says “${word}” but the action item is due ${due}`);
  if (/\b(today|tonight|end of the day)\b/.test(lower) && d !== today) say('today');
  if (/\btomorrow\b/.test(lower) && d !== today + DAY) say('tomorrow');
  const sunday = today + ((7 - new Date(today).getUTCDay()) % 7) * DAY;
  for (const m of lower.matchAll(/\b(this week(?:end)?|end of (?:the|this) week|by the weekend)\b/g))
    if (d > sunday) say(m[0]);
  for (const m of lower.matchAll(/\bnext week\b/g)) if (d <= sunday || d > sunday + 7 * DAY) say(m[0]);
  for (const m of lower.matchAll(
    /\b(?:(?:in|for|within|over) )?the next (\d+|one|two|three|four|five|six|seven) days\b/g,
  )) {
    const n = NUMBERS[m[1]!] ?? Number(m[1]);
    if (d > today + n * DAY) say(m[0]);
  }
  const weekdays = new RegExp(
    `\\b(${WEEKDAYS.join('|')})\\b(?:,? (${MONTHS.join('|')}) (\\d{1,2})\\b)?`,
    'g',
  );
  for (const m of lower.matchAll(weekdays)) {
    const dueDate = new Date(d);
    if (WEEKDAYS[dueDate.getUTCDay()] !== m[1] || d - today > 7 * DAY || d < today) say(m[0]);
    else if (m[2] && (MONTHS[dueDate.getUTCMonth()] !== m[2] || dueDate.getUTCDate() !== Number(m[3])))
      say(m[0]);
  }
  for (const m of lower.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)) if (m[0] !== due) say(m[0]);
  return problems;
}

/** Every date word of a reply agrees with the due dates its summary gives the same steps. */
const datesAgree: Rule = (o) => {
  const problems: string[] = [];
  const { prose } = replyParts(o.reply.text);
  const dues = new Map(o.summary.actionItems.map((a) => [a.text, a.dueDate ?? '']));
  for (const [i, step] of o.reply.steps.entries()) {
    const due = dues.get(step);
    if (due === undefined) {
      problems.push(`step ${i + 1} is not an action item of the summary`);
      continue;
    }
    for (const p of dateWordProblems(step, due, o.ctx.now)) problems.push(`step ${i + 1} ${p}`);
  }
  // The prose around the steps (the goal's own dates aside) must agree with every step's due date.
  const words = prose.replace(/\b\d{4}-\d{2}-\d{2}\b/g, '');
  for (const due of new Set(dues.values()))
    for (const p of dateWordProblems(words, due, o.ctx.now)) problems.push(`the reply ${p}`);
  return problems;
};

/** Phrases that point back at something; each is allowed only when what it points at was said. */
const ANAPHORA: { re: RegExp; antecedent: RegExp | ((o: Outcome) => boolean) }[] = [
  {
    re: /\b(?:those|these|that|the) conversations?\b/i,
    antecedent: /\b(conversations?|talk(?:ed|ing)?|spoke|speak|chat|calls?|meetings?|interviews?)\b/i,
  },
  { re: /\b(?:that|the) plan you mentioned\b|\byour plan\b/i, antecedent: /\bplan/i },
  { re: /\b(?:as|like) you (?:said|mentioned)\b|\byou mentioned\b/i, antecedent: () => false },
  { re: /\b(?:those|these|the) quotes\b/i, antecedent: /\bquotes?\b/i },
  { re: /\bthat outcome\b/i, antecedent: /\boutcome\b/i },
  { re: /\bthat pattern\b/i, antecedent: /\bpattern|in common\b/i },
  { re: /\bthe habit\b(?! (?:you|your|that|which)\b)/i, antecedent: /\bhabits?|routines?\b/i },
  { re: /\bthat role\b|\bthe role\b(?! (?:or|you|that|which|where)\b)/i, antecedent: /\brole\b/i },
  { re: /\bthe new skill\b(?! (?:you|your|that|which)\b)/i, antecedent: /\bskill/i },
  { re: /\bthe launch\b/i, antecedent: /\blaunch/i },
  { re: /\bafterwards\b/i, antecedent: /\b(conversation|talk|meeting|interview|call)\b/i },
  {
    re: /\btheir (?:view|side)\b|\bhow they see\b/i,
    antecedent:
      /\b(partner|friends?|family|colleagues?|boss|manager|co-?founder|wife|husband|parents?|mom|dad|mother|father|team|person|people|someone|they|them)\b/i,
  },
  { re: /\b(?:the|those|both) options\b/i, antecedent: /\b(options?|choices?|offers?|or|whether|should)\b/i },
  { re: /\bthe offer\b/i, antecedent: /\boffers?\b/i },
  { re: /\b(?:the|your) deck\b/i, antecedent: /\b(deck|pitch)\b/i },
  { re: /\byour co-?founder\b/i, antecedent: /\bco-?founder\b/i },
  { re: /\byour manager\b/i, antecedent: /\b(manager|boss)\b/i },
  { re: /\byour partner\b/i, antecedent: /\b(partner|wife|husband|girlfriend|boyfriend)\b/i },
  { re: /\bthe company\b/i, antecedent: /\b(company|startup|business|employer|bank|firm|interview)\b/i },
  {
    re: /\blast time we\b|\b(?:our|your) last session\b|\bprevious session\b|\blast session\b/i,
    antecedent: (o) => o.ctx.previousSession !== null,
  },
  {
    re: /\byour goal\b/i,
    antecedent: (o) =>
      o.ctx.goal !== null ||
      o.ctx.profile.primaryGoal !== null ||
      userTexts(o).some((t) => /\bgoal/i.test(t)),
  },
  { re: /\bmilestone\b/i, antecedent: (o) => (o.ctx.goal?.milestones.length ?? 0) > 0 },
];

/**
 * No reference to things never said: each anaphoric phrase needs its antecedent in the person's messages or
 * earlier in the same text. A step (an action item on its own) must stand alone: its antecedent must be in the
 * person's messages or in the step itself.
 */
const noUnfoundedReference: Rule = (o) => {
  const problems: string[] = [];
  const said = userTexts(o).join('\n');
  const { prose } = replyParts(o.reply.text);
  const check = (where: string, text: string) => {
    for (const { re, antecedent } of ANAPHORA) {
      const m = new RegExp(re.source, 'gi').exec(text);
      if (!m) continue;
      const before = text.slice(0, m.index);
      const ok =
        typeof antecedent === 'function'
          ? antecedent(o)
          : antecedent.test(said) || new RegExp(antecedent.source, 'i').test(before);
      if (!ok) problems.push(`${where} says “${m[0]}” but nothing it refers to was said`);
    }
  };
  check('reply', prose);
  o.reply.steps.forEach((s, i) => check(`step ${i + 1}`, s));
  check('summary', o.summary.summary);
  o.summary.keyInsights.forEach((s, i) => check(`keyInsights[${i}]`, s));
  check('progressMade', o.summary.progressMade);
  o.summary.actionItems.forEach((a, i) => check(`actionItems[${i}]`, a.text));
  return problems;
};

/** Sentences of a text: split after . ! ? (and paragraphs, list items, headings). */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/^\d+\.\s+/, ''))
    .flatMap((line) => line.split(/(?<=[.!?][”"’)]?)\s+/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Every sentence starts with a capital letter; insights are whole sentences ending with a period. */
const capitalisedSentences: Rule = (o) => {
  const problems: string[] = [];
  const fields = [
    { where: 'reply', text: o.reply.text },
    { where: 'summary', text: o.summary.summary },
    ...o.summary.keyInsights.map((text, i) => ({ where: `keyInsights[${i}]`, text })),
    { where: 'progressMade', text: o.summary.progressMade },
    { where: 'nextSteps', text: o.summary.nextSteps },
  ];
  for (const { where, text } of fields) {
    for (const s of sentencesOf(text)) {
      const first = /[\p{L}\p{N}]/u.exec(s.replace(/^[*_“"«(]+/, ''))?.[0];
      if (first && first !== first.toUpperCase())
        problems.push(`${where}: “${s.slice(0, 60)}” does not start with a capital letter`);
    }
  }
  for (const [i, insight] of o.summary.keyInsights.entries())
    if (!/[.!?]["”]?$/.test(insight.trim())) problems.push(`keyInsights[${i}] does not end like a sentence`);
  return problems;
};

/** No raw HTML, Markdown or code from the person in anything the mentor writes. */
const noRawMarkup: Rule = (o) => {
  const problems: string[] = [];
  const said = userTexts(o).join('\n');
  const fragments = [
    ...(said.match(/<\/?[a-z][^>]*>?/gi) ?? []),
    ...(said.match(/`[^`]+`/g) ?? []),
    ...(said.match(/\b\w+=\S+/g) ?? []),
    ...(said.match(/https?:\/\/\S+/g) ?? []),
    ...(said.match(/\*\*[^*]+\*\*|__[^_]+__/g) ?? []),
    ...(said.match(/^#+ .+$/gm) ?? []),
  ];
  for (const { where, text } of outputs(o)) {
    const own = text.replace(/\*\*(Next steps?)\*\*/g, '$1');
    const bad = /[<>=`{}]|\]\(|https?:|&(?:lt|gt|amp);|\b(?:onerror|onclick|javascript:)/i.exec(own);
    if (bad) problems.push(`${where} contains “${bad[0]}”`);
    for (const f of fragments) {
      const bare = f.replace(/[<>`*_#]/g, '').trim();
      if (text.includes(f) || (bare.length >= 6 && text.includes(bare)))
        problems.push(`${where} repeats the person’s markup “${f}”`);
    }
  }
  return problems;
};

/** Reads as English: no clipped text, no two prepositions in a row, no doubled words, no empty quotes. */
const readsAsEnglish: Rule = (o) => {
  const problems: string[] = [];
  for (const { where, text } of outputs(o)) {
    const checks: [RegExp, string][] = [
      [/…|\.\.\./, 'cut-off text (…)'],
      [
        /\b(about|to|of|with|on|for|from|into) (in|on|at|to|of|with|for|about|from)\b(?<!\b(?:on to|up to|out of|in on))/i,
        'two prepositions in a row',
      ],
      [/\b(\w+) \1\b/i, 'a doubled word'],
      [/“\s*”|\*\*\s*\*\*/, 'an empty quote'],
      [/\byou said (?!you\b|your\b|“)/i, '“you said” followed by a fragment'],
      [/\s[.,;:]|,,|\.\.(?!\.)|[,:;](?:\*\*|”|_)?[,.:;]/, 'stray punctuation'],
    ];
    for (const [re, what] of checks) {
      const m = re.exec(text);
      if (m)
        problems.push(
          `${where} has ${what}: “${text.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, ' ')}”`,
        );
    }
  }
  return problems;
};

const RULES: Record<string, Rule> = {
  noFragmentEcho,
  oneToThreeSteps,
  datesAgree,
  noUnfoundedReference,
  capitalisedSentences,
  noRawMarkup,
  readsAsEnglish,
};

// ---------------------------------------------------------------------------
// The corpus
// ---------------------------------------------------------------------------

const outcomes: Outcome[] = [
  ...CORPUS.map((entry) => converse(entry.id, contextFor(entry), [...(entry.before ?? []), entry.message])),
  ...TRANSCRIPTS.map((t) => converse(`transcript ${t.id}`, contextFor(t), t.messages)),
];

// Every combination of previous session, linked goal / primary goal and mentor: the memory preamble reads right.
const PREVIOUS_VARIANTS: Record<string, MentorContext['previousSession']> = {
  none: null,
  withSteps: PREVIOUS,
  noSteps: { ...PREVIOUS, nextSteps: '' },
  emptySummary: { ...PREVIOUS, summary: '', nextSteps: '' },
  markupTitle: { ...PREVIOUS, title: '<b>Prep</b> & stuff', nextSteps: '1. Read `docs/x.md` first' },
};
const GOAL_VARIANTS: Record<string, Partial<MentorContext>> = {
  none: {},
  goal: { goal: GOAL },
  goalWithoutMilestones: { goal: { ...GOAL, milestones: [] } },
  goalAllDone: { goal: { ...GOAL, milestones: [{ title: 'Ship it', completed: true, dueDate: null }] } },
};
for (const persona of ['founder', 'career', 'life'] as const)
  for (const [p, previousSession] of Object.entries(PREVIOUS_VARIANTS))
    for (const [g, goal] of Object.entries(GOAL_VARIANTS))
      for (const message of ['hi', 'I want to feel less scattered this month.'])
        outcomes.push(
          converse(
            `combination ${persona}/${p}/${g}/${message}`,
            { ...mentorContext({}, persona), previousSession, ...goal },
            [message],
          ),
        );

describe('offline mentor corpus', () => {
  it('has at least 60 messages across the three mentors', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    for (const persona of ['founder', 'career', 'life'])
      expect(CORPUS.filter((e) => e.persona === persona).length).toBeGreaterThanOrEqual(15);
  });

  it('is deterministic', () => {
    for (const o of outcomes.slice(0, 10)) {
      const again = converse(o.id, o.ctx, userTexts(o));
      expect(again.reply).toEqual(o.reply);
      expect(again.summary).toEqual(o.summary);
    }
  });

  describe.each(Object.entries(RULES))('rule %s', (name, rule) => {
    it('holds for every entry', () => {
      const failures = outcomes.flatMap((o) => rule(o).map((p) => `${o.id}: ${p}`));
      expect(
        failures,
        `${name} failed on ${new Set(failures.map((f) => f.split(':')[0])).size} entries`,
      ).toEqual([]);
    });
  });

  it('keeps the due dates the replies named when the summary is written a day later', () => {
    const failures = outcomes
      .filter((o) => !o.reply.steps.some((s) => /\btoday\b/.test(s)))
      .flatMap((o) => {
        const later = new Date(o.ctx.now.getTime() + 86_400_000);
        const summary = summarizeTranscript(o.transcript, { ...o.ctx, now: later });
        return datesAgree({ ...o, summary }).map((p) => `${o.id}: ${p}`);
      });
    expect(failures).toEqual([]);
  });
});
