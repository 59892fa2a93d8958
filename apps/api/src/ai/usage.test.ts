import { describe, expect, it } from 'vitest';
import type { ProviderUsage } from './provider';
import { estimateCostUsd } from './usage';

const usage = (over: Partial<ProviderUsage>): ProviderUsage => ({
  provider: 'openai',
  model: 'gpt-4o-mini',
  inputTokens: 0,
  outputTokens: 0,
  audioSeconds: 0,
  characters: 0,
  estimated: false,
  ...over,
});

describe('estimateCostUsd', () => {
  it('prices tokens per model, matching dated model names by prefix', () => {
    expect(estimateCostUsd(usage({ inputTokens: 1_000_000, outputTokens: 1_000_000 }))).toBeCloseTo(0.75);
    expect(estimateCostUsd(usage({ model: 'gpt-4o-mini-2024-07-18', inputTokens: 1000 }))).toBeCloseTo(
      0.00015,
    );
    expect(estimateCostUsd(usage({ model: 'gpt-4o', inputTokens: 1000, outputTokens: 1000 }))).toBeCloseTo(
      0.0125,
    );
  });

  it('prices audio by the minute and speech by the character', () => {
    expect(estimateCostUsd(usage({ model: 'whisper-1', audioSeconds: 90 }))).toBeCloseTo(0.009);
    expect(estimateCostUsd(usage({ model: 'tts-1', characters: 1000 }))).toBeCloseTo(0.015);
    expect(estimateCostUsd(usage({ model: 'tts-1-hd', characters: 1000 }))).toBeCloseTo(0.03);
  });

  it('costs nothing offline or for an unknown (self-hosted) model', () => {
    expect(estimateCostUsd(usage({ provider: 'offline', model: 'offline-mentor', inputTokens: 5000 }))).toBe(
      0,
    );
    expect(estimateCostUsd(usage({ model: 'llama3.1:8b', inputTokens: 5000 }))).toBe(0);
  });
});
