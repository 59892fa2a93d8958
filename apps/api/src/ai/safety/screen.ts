import type { SafetyCategory, SafetyLevel } from '@mentor/validation';
import type { AiProvider } from '../provider';
import { classifyLocally } from './semantic';

/** The safety screen's verdict on a message, with what decided it. */
export interface SafetyScreenResult {
  category: SafetyCategory;
  level: SafetyLevel;
  minor: boolean;
  /** The local classifier flagged it, or only the provider's moderation endpoint did. */
  source: 'classifier' | 'moderation';
}

/** Moderation categories that raise the level (OpenAI's names): self-harm, and violence. */
const SELF_HARM = new Set(['self-harm', 'self_harm']);
const SELF_HARM_NOW = new Set([
  'self-harm/intent',
  'self_harm_intent',
  'self-harm/instructions',
  'self_harm_instructions',
]);
const VIOLENCE = new Set(['violence', 'violence/graphic', 'violence_graphic']);

/**
 * Screens a person's message before any provider sees it: the local classifier first (no network, every
 * provider), then, where the provider has one, its moderation endpoint, whose self-harm and violence categories
 * raise the level and never lower it. A moderation failure answers null and the classifier's verdict stands.
 * Null: the message needs no crisis help.
 */
export async function screenMessage(
  ai: Pick<AiProvider, 'moderate'>,
  text: string,
  signal?: AbortSignal,
): Promise<SafetyScreenResult | null> {
  const [local, moderation] = await Promise.all([classifyLocally(text), ai.moderate({ text, signal })]);
  const flagged = new Set(moderation?.flagged ? moderation.categories : []);
  const selfHarmNow = [...flagged].some((c) => SELF_HARM_NOW.has(c));
  const selfHarm = selfHarmNow || [...flagged].some((c) => SELF_HARM.has(c));
  const violence = [...flagged].some((c) => VIOLENCE.has(c));
  if (local) {
    const raised =
      (local.category === 'self_harm' && selfHarmNow) || (local.category !== 'self_harm' && violence);
    return {
      category: local.category,
      level: raised ? 'urgent' : local.level,
      minor: local.minor,
      source: 'classifier',
    };
  }
  if (selfHarm)
    return {
      category: 'self_harm',
      level: selfHarmNow ? 'urgent' : 'concern',
      minor: false,
      source: 'moderation',
    };
  if (violence) return { category: 'harm_to_others', level: 'concern', minor: false, source: 'moderation' };
  return null;
}
