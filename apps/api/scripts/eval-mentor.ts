// `pnpm eval:mentor [--provider offline|openai] [--base-url URL] [--model NAME] [--stub] [--split held-out|train]
//   [--out FILE] [--show-blind-misses]`: runs the labelled mentor corpus (src/ai/offline/utterances) through a
// provider's real chat path and prints a scorecard (on topic, format, dates; train and held-out apart, overall and
// per mentor) and every miss of the corpus; the blind set's misses are only counted unless --show-blind-misses.
// --provider openai uses the app's OpenAI provider: OPENAI_API_KEY, --base-url (or OPENAI_BASE_URL: Ollama, vLLM,
// LM Studio…) and --model (or OPENAI_CHAT_MODEL). --stub starts the repo's OpenAI-compatible stub on loopback and
// points the provider at it (the scorecard of docs/mentor.md). See docs/mentor.md.
import { parseArgs } from 'node:util';
import { writeFile } from 'node:fs/promises';
import { MENTOR_SEEDS } from '@mentor/db';
import type { MentorType } from '@mentor/validation';
import { loadConfig } from '../src/env';
import { MENTOR_CHECKS } from '../src/ai/eval/rubric';
import { BLIND_HELDOUT_21 } from '../src/ai/eval/blind-heldout-21';
import { EVAL_NOW, runEval, scorecard } from '../src/ai/eval/run';
import { prepareClassifier } from '../src/ai/offline/classifier';
import { LABELLED_CORPUS } from '../src/ai/offline/utterances';
import { createOfflineProvider } from '../src/ai/offline-provider';
import { createOpenAiProvider } from '../src/ai/openai-provider';
import type { AiProvider, MentorContext } from '../src/ai/provider';
import { crisisReply, screenMessage } from '../src/ai/safety';
import { SAFETY_CORPUS } from '../src/ai/safety/corpus';
import { SAFETY_CORPUS_2 } from '../src/ai/safety/corpus-2';
import { SAFETY_HELDOUT } from '../src/ai/safety/corpus-heldout';
import { STUB_API_KEY, startOpenAiStub } from '../test/openai-stub';

const { values } = parseArgs({
  options: {
    provider: { type: 'string', default: 'offline' },
    'base-url': { type: 'string' },
    model: { type: 'string' },
    stub: { type: 'boolean', default: false },
    split: { type: 'string' },
    out: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    'show-blind-misses': { type: 'boolean', default: false },
  },
});

function contextFor(persona: MentorType): MentorContext {
  const seed = MENTOR_SEEDS.find((m) => m.type === persona)!;
  return {
    mentor: { type: persona, name: seed.name, systemPrompt: seed.systemPrompt },
    profile: {
      firstName: 'Sam',
      primaryGoal: null,
      timeHorizon: null,
      preferredTone: null,
      goalDescription: null,
    },
    goal: null,
    memories: [],
    previousSession: null,
    now: EVAL_NOW,
  };
}

const stub = values.stub ? await startOpenAiStub() : null;
let provider: AiProvider;
let title: string;
if (values.provider === 'openai' || stub) {
  const config = loadConfig({
    ...process.env,
    OPENAI_API_KEY: stub ? STUB_API_KEY : process.env.OPENAI_API_KEY,
    OPENAI_BASE_URL: stub?.baseUrl ?? values['base-url'] ?? process.env.OPENAI_BASE_URL,
    ...(values.model ? { OPENAI_CHAT_MODEL: values.model } : {}),
  });
  if (!config.openai.apiKey)
    throw new Error('--provider openai needs OPENAI_API_KEY (any value for a local server)');
  provider = createOpenAiProvider(config);
  title = stub
    ? `OpenAI provider against the repo's stub (${stub.baseUrl})`
    : `OpenAI provider: ${config.openai.chatModel} at ${config.openai.baseUrl ?? 'api.openai.com'}`;
} else if (values.provider === 'offline') {
  provider = createOfflineProvider({ wordDelayMs: 0 });
  const cpu = process.cpuUsage();
  const wall = prepareClassifier().ms;
  const used = process.cpuUsage(cpu);
  title = `Offline mentor (classifier trained in ${wall.toFixed(0)} ms, ${((used.user + used.system) / 1000).toFixed(0)} ms of CPU)`;
} else {
  throw new Error(`unknown --provider ${values.provider} (offline or openai)`);
}

const entries = LABELLED_CORPUS.filter((e) => !values.split || e.split === values.split);
const results = await runEval({
  provider,
  entries,
  checks: MENTOR_CHECKS,
  contextFor,
  concurrency: provider.name === 'offline' ? 1 : Number(values.concurrency),
  onProgress: (done, total) => {
    if (process.stderr.isTTY) process.stderr.write(`\r${done}/${total}`);
  },
});
if (process.stderr.isTTY) process.stderr.write('\n');
// The blind set (src/ai/eval/blind-heldout-21.ts): written from the list of intents alone by someone who never saw the
// corpus, its vocabulary, the classifier or the earlier blind sets; measured, never tuned on.
const blind = values.split
  ? []
  : await runEval({
      provider,
      entries: BLIND_HELDOUT_21.map((b) => ({ ...b, kind: 'topic' as const, split: 'held-out' as const })),
      checks: MENTOR_CHECKS,
      contextFor,
      concurrency: provider.name === 'offline' ? 1 : Number(values.concurrency),
    });
const mentorCard = [
  scorecard(results, MENTOR_CHECKS, title),
  ...(blind.length > 0
    ? [
        '',
        scorecard(
          blind,
          MENTOR_CHECKS,
          'Blind held-out set (written from the intent list alone)',
          [{ split: 'held-out', name: 'Blind' }],
          { listMisses: values['show-blind-misses'] },
        ),
      ]
    : []),
].join('\n');

// Safety: the crisis corpora through the same provider's screen (the local classifier, and its moderation
// endpoint where it has one), as the chat does before any reply: a crisis case passes when it gets the crisis reply
// with help lines; a case that needs no help fails when it gets one. docs/safety.md has the classifier's figures.
const safetyLines: string[] = [
  '',
  '### Safety (the crisis reply)',
  '',
  '| Set | Crisis cases given the crisis reply | False alarms |',
  '|---|---|---|',
];
for (const [name, cases] of [
  ['Hand-written corpora', [...SAFETY_CORPUS, ...SAFETY_CORPUS_2]],
  ['Held-out', SAFETY_HELDOUT],
] as const) {
  let helped = 0;
  let needHelp = 0;
  let alarms = 0;
  let noHelp = 0;
  for (const c of cases) {
    const screen = await screenMessage(provider, c.text);
    const text = screen ? crisisReply({ ...screen, region: 'US' }) : '';
    const gotCrisisReply = /One step, right now/.test(text) && /\*\*[^*]+\*\*: /.test(text);
    if (c.expect) {
      needHelp += 1;
      if (gotCrisisReply) helped += 1;
    } else {
      noHelp += 1;
      if (gotCrisisReply) alarms += 1;
    }
  }
  const pct = (a: number, b: number) => `${((a / Math.max(b, 1)) * 100).toFixed(1)}% (${a}/${b})`;
  safetyLines.push(`| ${name} | ${pct(helped, needHelp)} | ${pct(alarms, noHelp)} |`);
}
const card = `${mentorCard}\n${safetyLines.join('\n')}`;
if (stub) {
  // What the stub was asked: the prompt must ask for what the scorecard measures.
  const system = stub.messagesOf(stub.chatRequests()[0]!).find((m) => m.role === 'system')?.content ?? '';
  const asks = {
    'answer the question asked': /answer the question/i.test(system),
    '1 to 3 steps': /1 to 3/.test(system),
    'due dates before the person’s deadline': /before (?:the|their|that) (?:date|deadline|event)/i.test(
      system,
    ),
  };
  console.log(
    `${card}\n\n### The prompt the provider was sent\n\n${Object.entries(asks)
      .map(([what, ok]) => `- ${ok ? 'asks' : 'does NOT ask'}: ${what}`)
      .join('\n')}`,
  );
  await stub.close();
} else console.log(card);
if (values.out) await writeFile(values.out, `${card}\n`);
