import { engineIds } from '@sightline/contracts';
import { type ChatGPTConfig, createChatGPTEngine } from './adapters/chatgpt/chatgpt.ts';
import { type ClaudeConfig, createClaudeEngine } from './adapters/claude/claude.ts';
import { createGeminiEngine, type GeminiConfig } from './adapters/gemini/gemini.ts';
import { createGoogleAIModeEngine, type GoogleAIModeConfig } from './adapters/google/google-ai-mode.ts';
import { createGoogleAIOEngine, type GoogleAIOConfig } from './adapters/google/google-aio.ts';
import {
  createOpenAICompatibleEngine,
  type OpenAICompatibleConfig,
} from './adapters/openai-compatible/openai-compatible.ts';
import { createPerplexityEngine, type PerplexityConfig } from './adapters/perplexity/perplexity.ts';
import { createSimulatedEngine, type SimulatedConfig } from './simulated/simulated-engine.ts';
import type { EngineAdapter, EngineId } from './types.ts';

export interface EngineConfigs {
  chatgpt: ChatGPTConfig;
  gemini: GeminiConfig;
  claude: ClaudeConfig;
  perplexity: PerplexityConfig;
  'google-aio': GoogleAIOConfig;
  'google-ai-mode': GoogleAIModeConfig;
  'openai-compatible': OpenAICompatibleConfig;
  simulated: SimulatedConfig;
}

/** Every engine id of the product; `createEngine` has an adapter for each (checked by the type of the switch). */
export { engineIds };

/** Picks the adapter for an engine id; models, base URLs and timeouts come from `config`. */
export function createEngine<Id extends EngineId>(id: Id, config: EngineConfigs[Id]): EngineAdapter {
  switch (id) {
    case 'chatgpt':
      return createChatGPTEngine(config as ChatGPTConfig);
    case 'gemini':
      return createGeminiEngine(config as GeminiConfig);
    case 'claude':
      return createClaudeEngine(config as ClaudeConfig);
    case 'perplexity':
      return createPerplexityEngine(config as PerplexityConfig);
    case 'google-aio':
      return createGoogleAIOEngine(config as GoogleAIOConfig);
    case 'google-ai-mode':
      return createGoogleAIModeEngine(config as GoogleAIModeConfig);
    case 'openai-compatible':
      return createOpenAICompatibleEngine(config as OpenAICompatibleConfig);
    case 'simulated':
      return createSimulatedEngine(config as SimulatedConfig);
    default:
      throw new Error(`unknown engine: ${String(id)}`);
  }
}
