import type { Config } from '../env';
import { createOfflineProvider, type OfflineProviderOptions } from './offline-provider';
import { createOpenAiProvider, type OpenAiProviderOptions } from './openai-provider';
import type { AiProvider } from './provider';

export type { AiProvider } from './provider';

/**
 * The provider the config asks for: OPENAI_API_KEY set -> the OpenAI provider (OPENAI_BASE_URL for any
 * OpenAI-compatible server, models from OPENAI_*_MODEL); unset -> the built-in offline mentor.
 */
export function createAiProvider(
  config: Config,
  options: OpenAiProviderOptions & OfflineProviderOptions = {},
): AiProvider {
  return config.openai.apiKey ? createOpenAiProvider(config, options) : createOfflineProvider(options);
}
