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
export {
  EngineError,
  type EngineErrorKind,
  engineErrorKinds,
  engineErrorMessage,
  parseRetryAfter,
} from './errors.ts';
export { extractLinks } from './extract-links.ts';
export {
  type GroundingRedirectOptions,
  groundingRedirectDefaults,
  resolveGroundingRedirects,
} from './grounding-redirects.ts';
export {
  createSentimentJudge,
  type JudgeInput,
  type JudgeResult,
  type JudgeVerdict,
  judgePromptVersion,
  readVerdict,
  type SentimentJudge,
  type SentimentJudgeConfig,
} from './judge/sentiment-judge.ts';
export { type AddressClass, classifyAddress } from './outbound/address-class.ts';
export { type AllowedHosts, AllowedHostsError, parseAllowedHosts } from './outbound/allowed-hosts.ts';
export { BlockedAddressError, findBlockedAddress } from './outbound/blocked-address-error.ts';
export { baseUrlProblem } from './outbound/check-base-url.ts';
export {
  createGuardedFetch,
  type GuardedFetch,
  type GuardedFetchOptions,
  type ResolveAll,
} from './outbound/guarded-fetch.ts';
export { parserVersion } from './parser-version.ts';
export { type ReparsedAnswer, reparseRaw } from './reparse-raw.ts';
export { type SerpApiConfig, serpApiDefaults } from './serpapi-search.ts';
export { type Campaign, campaignStarts } from './simulated/market-calendar.ts';
export {
  type BrandRole,
  type BrandStrength,
  buildMarket,
  chanceOfNaming,
  type MarketBrand,
} from './simulated/market-profile.ts';
export { type Random, seededRandom } from './simulated/seeded-random.ts';
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
  EngineFetch,
  EngineId,
  EnginePrompt,
  EngineUsage,
  TokenPricing,
} from './types.ts';
export { utf8ByteOffsetToIndex } from './utf8-offsets.ts';
