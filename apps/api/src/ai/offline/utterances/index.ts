import type { MentorType } from '@mentor/validation';
import { INTENTS } from '../playbook';
import { CAREER_UTTERANCES } from './career';
import { EARLIER_BLIND_GENERAL, EARLIER_BLIND_UTTERANCES } from './earlier-blind';
import { FOUNDER_UTTERANCES } from './founder';
import { GENERAL_UTTERANCES } from './general';
import { LIFE_UTTERANCES } from './life';
import { SECOND_BLIND } from './second-blind';
import { FIFTH_BLIND } from './fifth-blind';
import { SIXTH_BLIND } from './sixth-blind';
import { SEVENTH_BLIND } from './seventh-blind';
import { EIGHTH_BLIND } from './eighth-blind';
import { NINTH_BLIND } from './ninth-blind';
import { TENTH_BLIND } from './tenth-blind';
import { ELEVENTH_BLIND } from './eleventh-blind';
import { THIRTEENTH_BLIND } from './thirteenth-blind';
import { FOURTEENTH_BLIND } from './fourteenth-blind';
import { FIFTEENTH_BLIND } from './fifteenth-blind';
import { SIXTEENTH_BLIND } from './sixteenth-blind';
import { SEVENTEENTH_BLIND } from './seventeenth-blind';
import { EIGHTEENTH_BLIND } from './eighteenth-blind';
import { NINETEENTH_BLIND } from './nineteenth-blind';
import { TWENTIETH_BLIND } from './twentieth-blind';
import { TWELFTH_BLIND } from './twelfth-blind';
import { FOURTH_BLIND } from './fourth-blind';
import { THIRD_BLIND } from './third-blind';
import {
  MORE_CAREER_UTTERANCES_A,
  MORE_FOUNDER_UTTERANCES,
  MORE_GENERAL_UTTERANCES,
} from './more-founder-career';
import { MORE_CAREER_UTTERANCES_B, MORE_LIFE_UTTERANCES } from './more-life-career';
import { VOCABULARY } from './vocabulary';
import { MORE_VOCABULARY } from './vocabulary-more';
import { DATED, FOLLOW_UPS, LANGUAGES, LIMITS, OFF_PERSONA, type SpecialUtterance } from './special';

/**
 * The offline mentor's labelled corpus: every message with the intent it is about. It trains the classifier (the
 * train half) and is what `pnpm eval:mentor` scores any provider on (both halves, reported apart).
 *
 * An intent's list is its first writer's messages (./founder, ./career, ./life, ./general), then two more writers'
 * (./more-founder-career, ./more-life-career), then the first to twentieth blind sets' (./earlier-blind,
 * ./second-blind, ./third-blind, ./fourth-blind, ./fifth-blind, ./sixth-blind, ./seventh-blind, ./eighth-blind, ./ninth-blind, ./tenth-blind, ./eleventh-blind, ./twelfth-blind, ./thirteenth-blind, ./fourteenth-blind, ./fifteenth-blind, ./sixteenth-blind, ./seventeenth-blind, ./eighteenth-blind, ./nineteenth-blind, ./twentieth-blind), each appended after the others so earlier ids never
 * change. The split is fixed: within each intent's list (and each special list), every fourth message is held out.
 * The classifier never sees a held-out message, so the held-out scores say how it does on words it was not taught.
 */
type CorpusKind = 'topic' | SpecialUtterance['kind'];

export interface LabelledMessage {
  id: string;
  /** The mentor the message is sent to. */
  persona: MentorType;
  message: string;
  /** The intent the reply must answer (an intent id, 'limit.request' or 'limit.language'). */
  intent: string;
  kind: CorpusKind;
  split: 'train' | 'held-out';
  /** The person's earlier messages in the same session (a follow-up). */
  before?: readonly string[];
  /** yyyy-mm-dd of an event the message names: the reply's steps must fall due before it. */
  event?: string;
  /** The intent under a limit or language request. */
  topic?: string;
}

const splitOf = (i: number): LabelledMessage['split'] => (i % 4 === 3 ? 'held-out' : 'train');

function personaOf(intent: string): MentorType {
  const persona = INTENTS.find((i) => i.id === intent)?.persona;
  if (!persona || persona === 'any') throw new Error(`no mentor for ${intent}`);
  return persona;
}

/** Each intent's messages from every writer, in order: the first list's, then each later list's appended. */
function appended<T>(...sources: Record<string, readonly T[]>[]): Record<string, readonly T[]> {
  const out: Record<string, T[]> = {};
  for (const source of sources)
    for (const [intent, messages] of Object.entries(source)) (out[intent] ??= []).push(...messages);
  return out;
}

function fromLists(lists: Record<string, readonly string[]>): LabelledMessage[] {
  return Object.entries(lists).flatMap(([intent, messages]) =>
    messages.map((message, i) => ({
      id: `${intent}#${i + 1}`,
      persona: personaOf(intent),
      message,
      intent,
      kind: 'topic' as const,
      split: splitOf(i),
    })),
  );
}

/** A blind set as the other lists are kept: each intent's messages, and the `any` intents' with their mentor. */
function byIntent(set: readonly { persona: MentorType; message: string; intent: string }[]) {
  const utterances: Record<string, string[]> = {};
  const general: Record<string, (readonly [MentorType, string])[]> = {};
  for (const { intent, persona, message } of set) {
    if (intent.startsWith('any.')) (general[intent] ??= []).push([persona, message]);
    else (utterances[intent] ??= []).push(message);
  }
  return { utterances, general };
}
const SECOND = byIntent(SECOND_BLIND);
const THIRD = byIntent(THIRD_BLIND);
const FOURTH = byIntent(FOURTH_BLIND);
const FIFTH = byIntent(FIFTH_BLIND);
const SIXTH = byIntent(SIXTH_BLIND);
const SEVENTH = byIntent(SEVENTH_BLIND);
const EIGHTH = byIntent(EIGHTH_BLIND);
const NINTH = byIntent(NINTH_BLIND);
const TENTH = byIntent(TENTH_BLIND);
const ELEVENTH = byIntent(ELEVENTH_BLIND);
const TWELFTH = byIntent(TWELFTH_BLIND);
const THIRTEENTH = byIntent(THIRTEENTH_BLIND);
const FOURTEENTH = byIntent(FOURTEENTH_BLIND);
const FIFTEENTH = byIntent(FIFTEENTH_BLIND);
const SIXTEENTH = byIntent(SIXTEENTH_BLIND);
const SEVENTEENTH = byIntent(SEVENTEENTH_BLIND);
const EIGHTEENTH = byIntent(EIGHTEENTH_BLIND);
const NINETEENTH = byIntent(NINETEENTH_BLIND);
const TWENTIETH = byIntent(TWENTIETH_BLIND);

const general: LabelledMessage[] = Object.entries(
  appended<readonly [MentorType, string]>(
    GENERAL_UTTERANCES,
    MORE_GENERAL_UTTERANCES,
    EARLIER_BLIND_GENERAL,
    SECOND.general,
    THIRD.general,
    FOURTH.general,
    FIFTH.general,
    SIXTH.general,
    SEVENTH.general,
    EIGHTH.general,
    NINTH.general,
    TENTH.general,
    ELEVENTH.general,
    TWELFTH.general,
    THIRTEENTH.general,
    FOURTEENTH.general,
    FIFTEENTH.general,
    SIXTEENTH.general,
    SEVENTEENTH.general,
    EIGHTEENTH.general,
    NINETEENTH.general,
    TWENTIETH.general,
  ),
).flatMap(([intent, messages]) =>
  messages.map(([persona, message], i) => ({
    id: `${intent}#${i + 1}`,
    persona,
    message,
    intent,
    kind: 'topic' as const,
    split: splitOf(i),
  })),
);

const special = (name: string, list: readonly SpecialUtterance[]): LabelledMessage[] =>
  list.map((u, i) => ({ id: `${name}#${i + 1}`, ...u, split: splitOf(i) }));

export const LABELLED_CORPUS: readonly LabelledMessage[] = [
  ...fromLists(
    appended(
      FOUNDER_UTTERANCES,
      CAREER_UTTERANCES,
      LIFE_UTTERANCES,
      MORE_FOUNDER_UTTERANCES,
      MORE_CAREER_UTTERANCES_A,
      MORE_CAREER_UTTERANCES_B,
      MORE_LIFE_UTTERANCES,
      EARLIER_BLIND_UTTERANCES,
      SECOND.utterances,
      THIRD.utterances,
      FOURTH.utterances,
      FIFTH.utterances,
      SIXTH.utterances,
      SEVENTH.utterances,
      EIGHTH.utterances,
      NINTH.utterances,
      TENTH.utterances,
      ELEVENTH.utterances,
      TWELFTH.utterances,
      THIRTEENTH.utterances,
      FOURTEENTH.utterances,
      FIFTEENTH.utterances,
      SIXTEENTH.utterances,
      SEVENTEENTH.utterances,
      EIGHTEENTH.utterances,
      NINETEENTH.utterances,
      TWENTIETH.utterances,
    ),
  ),
  ...general,
  ...special('off-persona', OFF_PERSONA),
  ...special('dated', DATED),
  ...special('follow-up', FOLLOW_UPS),
  ...special('limit', LIMITS),
  ...special('language', LANGUAGES),
];

/** What the classifier learns from: the train half's messages that are about one intent on their own. */
export function trainingUtterances(): { text: string; intent: string }[] {
  return LABELLED_CORPUS.filter(
    (m) => m.split === 'train' && (m.kind === 'topic' || m.kind === 'off-persona' || m.kind === 'dated'),
  )
    .map((m) => ({ text: m.message, intent: m.intent }))
    .concat(
      [VOCABULARY, MORE_VOCABULARY].flatMap((vocabulary) =>
        Object.entries(vocabulary).flatMap(([intent, words]) => words.map((text) => ({ text, intent }))),
      ),
    );
}
