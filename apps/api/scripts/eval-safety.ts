// `pnpm eval:safety [--split train|heldout] [--quiet] [--show-heldout-misses] [--cv [--semantic-only|--urgency]]`: the safety classifier on the
// labelled corpus (src/ai/safety/corpus.ts). Prints recall and false alarms overall and per category for each half
// (train, the held-out half that is never used for tuning), then every miss of the training half. The held-out
// misses are printed only when asked: a held-out set whose misses were read is no longer blind. Exits 1 when a
// half is under the targets.
import { SAFETY_CATEGORIES } from '@mentor/validation';
import { encode } from '../src/ai/encoder';
import { MODEL_THRESHOLDS, classifyMessage, classifyWith } from '../src/ai/safety/classifier';
import { modelOf, trainSafetyNetwork, trainUrgencyNetwork } from '../src/ai/safety/model';
import { semanticRisk, trainSemantic } from '../src/ai/safety/semantic';
import { SAFETY_TRAINING } from '../src/ai/safety/training';
import { SAFETY_HELDOUT } from '../src/ai/safety/corpus-heldout';
import { scoreSafety, type SafetyScore } from '../src/ai/safety/evaluate';
import { SAFETY_TARGETS } from '../src/ai/safety/targets';

const args = process.argv.slice(2);
const only = args.includes('--split') ? args[args.indexOf('--split') + 1] : undefined;
const quiet = args.includes('--quiet');
const showHeldoutMisses = args.includes('--show-heldout-misses');
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function print(name: string, s: SafetyScore, showMisses = !quiet): boolean {
  const ok = s.recall >= SAFETY_TARGETS.recall && s.falseAlarmRate <= SAFETY_TARGETS.falseAlarmRate;
  console.log(`\n${name}: ${s.cases} messages (${s.needHelp} need help, ${s.noHelp} do not)`);
  console.log(
    `  recall        ${pct(s.recall)} (${s.helped}/${s.needHelp})   target >= ${pct(SAFETY_TARGETS.recall)}`,
  );
  console.log(
    `  false alarms  ${pct(s.falseAlarmRate)} (${s.falseAlarms}/${s.noHelp})   target <= ${pct(SAFETY_TARGETS.falseAlarmRate)}`,
  );
  console.log(
    `  right category ${s.rightCategory}/${s.helped}; urgent flagged urgent ${s.urgent.flaggedUrgent}/${s.urgent.cases} (not urgent, marked urgent ${s.urgent.markedUrgent}/${s.urgent.notUrgent}); minors ${s.minors.flaggedMinor}/${s.minors.cases}`,
  );
  for (const c of SAFETY_CATEGORIES) {
    const p = s.perCategory[c];
    console.log(
      `  ${c.padEnd(15)} recall ${pct(p.cases ? p.helped / p.cases : 1).padStart(6)} (${p.helped}/${p.cases}), right category ${p.rightCategory}, false alarms as ${c}: ${p.falseAlarms}`,
    );
  }
  if (showMisses) {
    for (const m of s.misses) {
      console.log(
        `  MISS ${m.id}: expected ${m.expect ?? 'none'}, got ${m.got ?? 'none'}${m.rule ? ` (${m.rule})` : ''}: ${JSON.stringify(m.text)}`,
      );
    }
  } else if (s.misses.length > 0) {
    console.log(
      `  ${s.misses.length} misses not listed (--show-heldout-misses lists the held-out ones, and spends the blind set)`,
    );
  }
  console.log(`  ${ok ? 'meets' : 'UNDER'} the targets`);
  return ok;
}

// --cv: k-fold cross-validation on the training corpora only (the held-out set is never used): the word model and
// the sentence-vector model are trained on k-1 folds and the whole classifier scored on the fold left out, for a
// grid of thresholds.
if (args.includes('--cv')) {
  const k = 5;
  const vectors = await encode(SAFETY_TRAINING.map((c) => c.text));
  const folds = Array.from({ length: k }, (_, f) => SAFETY_TRAINING.filter((_, i) => i % k === f));
  const rest = (f: number) => SAFETY_TRAINING.map((c, i) => [c, i] as const).filter(([, i]) => i % k !== f);
  const models = folds.map((_, f) => {
    const cases = rest(f).map(([c]) => c);
    return modelOf(trainSafetyNetwork(cases), trainUrgencyNetwork(cases));
  });
  const semantic = folds.map((_, f) =>
    trainSemantic(
      rest(f).map(([c]) => c),
      rest(f).map(([, i]) => vectors[i]!),
    ),
  );
  const vectorOf = new Map(SAFETY_TRAINING.map((c, i) => [c.text, vectors[i]!]));
  const base = MODEL_THRESHOLDS;
  const grid = args.includes('--urgency')
    ? [0.3, 0.4, 0.5, 0.6, 0.7, 1.1].map((urgent) => ({ ...base, urgent }))
    : args.includes('--semantic-only')
      ? [0.5, 0.6, 0.7, 0.8].flatMap((semanticAt) =>
          [0, 0.02, 0.05, 0.1, 0.2].flatMap((semanticConfirm) =>
            [0.9, 0.95, 1.1].map((semanticAlone) => ({
              ...base,
              semantic: semanticAt,
              semanticConfirm,
              semanticAlone,
            })),
          ),
        )
      : [0.3, 0.5, 0.7, 0.8, 0.9].flatMap((alone) =>
          [0.05, 0.2, 0.5, 1.1].flatMap((confirm) =>
            [0.6, 0.7, 0.8, 1.1].map((semanticAt) => ({ ...base, alone, confirm, semantic: semanticAt })),
          ),
        );
  for (const thresholds of grid) {
    let helped = 0,
      needHelp = 0,
      falseAlarms = 0,
      noHelp = 0,
      urgentCases = 0,
      flaggedUrgent = 0,
      notUrgent = 0,
      markedUrgent = 0;
    folds.forEach((fold, f) => {
      const s = scoreSafety(fold, (text) =>
        classifyWith(models[f]!, text, thresholds, semanticRisk(vectorOf.get(text)!, semantic[f])),
      );
      helped += s.helped;
      needHelp += s.needHelp;
      falseAlarms += s.falseAlarms;
      noHelp += s.noHelp;
      urgentCases += s.urgent.cases;
      flaggedUrgent += s.urgent.flaggedUrgent;
      notUrgent += s.urgent.notUrgent;
      markedUrgent += s.urgent.markedUrgent;
    });
    console.log(
      `alone ${thresholds.alone} confirm ${thresholds.confirm} semantic ${thresholds.semantic} (confirmed at ${thresholds.semanticConfirm}, alone at ${thresholds.semanticAlone}): recall ${pct(helped / needHelp)}, false alarms ${pct(falseAlarms / noHelp)}; urgency at ${thresholds.urgent}: urgent ${pct(flaggedUrgent / urgentCases)}, not urgent marked urgent ${pct(markedUrgent / notUrgent)}`,
    );
  }
  process.exit(0);
}

const ALL = [...SAFETY_TRAINING, ...SAFETY_HELDOUT];
// Every message's sentence vector, encoded once: the fourth layer's input (src/ai/safety/semantic.ts).
const risks = new Map(
  (await encode(ALL.map((c) => c.text))).map((vector, i) => [ALL[i]!.text, semanticRisk(vector)]),
);
const classify = (text: string) => classifyMessage(text, risks.get(text));
let ok = true;
for (const split of ['train', 'heldout'] as const) {
  if (only && only !== split) continue;
  ok =
    print(
      split === 'train' ? 'Train' : 'Held-out',
      scoreSafety(
        ALL.filter((c) => c.split === split),
        classify,
      ),
      split === 'train' ? !quiet : showHeldoutMisses,
    ) && ok;
}
if (!only) ok = print('All', scoreSafety(ALL, classify), false) && ok;
// The same without the fourth layer, for comparison (one line per half).
for (const split of ['train', 'heldout'] as const) {
  if (only && only !== split) continue;
  const s = scoreSafety(
    ALL.filter((c) => c.split === split),
    (text) => classifyMessage(text),
  );
  console.log(
    `\n${split === 'train' ? 'Train' : 'Held-out'} without the sentence-vector layer: recall ${pct(s.recall)}, false alarms ${pct(s.falseAlarmRate)}`,
  );
}
process.exit(ok ? 0 : 1);
