import type { ProviderUsage } from './provider';

/**
 * What provider calls cost. Every call is metered: the caller records its `ProviderUsage` through the usage
 * domain (domains/usage), which prices it here.
 */

/**
 * Prices in US dollars (OpenAI list prices; per 1M tokens, per audio minute, or per 1M characters of speech).
 * A model is priced by the longest entry its name starts with ("gpt-4o-mini-2024-07-18" -> "gpt-4o-mini").
 * Unknown models (self-hosted ones behind OPENAI_BASE_URL, such as Ollama) and the offline mentor cost 0.
 */
const PRICES: Record<
  string,
  { inputPerM?: number; outputPerM?: number; perAudioMinute?: number; perMChars?: number }
> = {
  'gpt-4o-mini': { inputPerM: 0.15, outputPerM: 0.6 },
  'gpt-4o': { inputPerM: 2.5, outputPerM: 10 },
  'gpt-4.1-nano': { inputPerM: 0.1, outputPerM: 0.4 },
  'gpt-4.1-mini': { inputPerM: 0.4, outputPerM: 1.6 },
  'gpt-4.1': { inputPerM: 2, outputPerM: 8 },
  'gpt-5-nano': { inputPerM: 0.05, outputPerM: 0.4 },
  'gpt-5-mini': { inputPerM: 0.25, outputPerM: 2 },
  'gpt-5': { inputPerM: 1.25, outputPerM: 10 },
  'gpt-3.5-turbo': { inputPerM: 0.5, outputPerM: 1.5 },
  'whisper-1': { perAudioMinute: 0.006 },
  'gpt-4o-transcribe': { perAudioMinute: 0.006 },
  'gpt-4o-mini-transcribe': { perAudioMinute: 0.003 },
  'tts-1-hd': { perMChars: 30 },
  'tts-1': { perMChars: 15 },
  'gpt-4o-mini-tts': { perAudioMinute: 0.015 },
};

function priceOf(model: string) {
  let best: string | undefined;
  for (const key of Object.keys(PRICES)) {
    if (model.startsWith(key) && (!best || key.length > best.length)) best = key;
  }
  return best ? PRICES[best] : undefined;
}

/** Estimated cost in US dollars of one provider call (0 for the offline mentor and unknown models). */
export function estimateCostUsd(usage: ProviderUsage): number {
  if (usage.provider === 'offline') return 0;
  const price = priceOf(usage.model);
  if (!price) return 0;
  const cost =
    (usage.inputTokens * (price.inputPerM ?? 0)) / 1_000_000 +
    (usage.outputTokens * (price.outputPerM ?? 0)) / 1_000_000 +
    (usage.audioSeconds / 60) * (price.perAudioMinute ?? 0) +
    (usage.characters * (price.perMChars ?? 0)) / 1_000_000;
  return Math.round(cost * 1e8) / 1e8;
}
