/**
 * @sightline/engines: AI engine adapters behind one interface, the simulated engine, fixtures and the
 * loopback mock server (`@sightline/engines/testing`). Depends on @sightline/core and @sightline/contracts.
 */
export { type ChatGPTConfig, chatgptDefaults, createChatGPTEngine } from './adapters/chatgpt.ts';
export { type ClaudeConfig, claudeDefaults, createClaudeEngine } from './adapters/claude.ts';
export { createGeminiEngine, type GeminiConfig, geminiDefaults } from './adapters/gemini.ts';
export {
  createGoogleAIModeEngine,
  type GoogleAIModeConfig,
  googleAiModeDefaults,
} from './adapters/google-ai-mode.ts';
export { createGoogleAIOEngine, type GoogleAIOConfig, googleAioDefaults } from './adapters/google-aio.ts';
export {
  createOpenAICompatibleEngine,
  type OpenAICompatibleConfig,
  openaiCompatibleDefaults,
} from './adapters/openai-compatible.ts';
export { createPerplexityEngine, type PerplexityConfig, perplexityDefaults } from './adapters/perplexity.ts';
export { createEngine, type EngineConfigs, engineIds } from './create-engine.ts';
export { EngineError, type EngineErrorKind, parseRetryAfter } from './errors.ts';
export { extractLinks } from './extract-links.ts';
export { type SerpApiConfig, serpApiDefaults } from './serpapi-search.ts';
export {
  createSimulatedEngine,
  type SimulatedConfig,
  type SimulationProfile,
  simulatorModel,
} from './simulated/simulated-engine.ts';
export type {
  AskOptions,
  BaseEngineConfig,
  Citation,
  EngineAdapter,
  EngineAnswer,
  EngineId,
  EnginePrompt,
  EngineUsage,
  TokenPricing,
} from './types.ts';
export { utf8ByteOffsetToIndex } from './utf8-offsets.ts';
