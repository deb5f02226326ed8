/**
 * @sightline/engines: AI engine adapters behind one interface, the simulated engine, fixtures and the
 * loopback mock server (`@sightline/engines/testing`). Depends on @sightline/core and @sightline/contracts.
 */
export { type ChatGPTConfig, chatgptDefaults, createChatGPTEngine } from './adapters/chatgpt/chatgpt.ts';
export { type ClaudeConfig, claudeDefaults, createClaudeEngine } from './adapters/claude/claude.ts';
export { createGeminiEngine, type GeminiConfig, geminiDefaults } from './adapters/gemini/gemini.ts';
export {
  type GroundingRedirectOptions,
  groundingRedirectDefaults,
  resolveGroundingRedirects,
} from './adapters/gemini/grounding-redirects.ts';
export {
  createGoogleAIModeEngine,
  type GoogleAIModeConfig,
  googleAiModeDefaults,
} from './adapters/google/google-ai-mode.ts';
export {
  createGoogleAIOEngine,
  type GoogleAIOConfig,
  googleAioDefaults,
} from './adapters/google/google-aio.ts';
export { type SerpApiConfig, serpApiDefaults } from './adapters/google/serpapi-search.ts';
export {
  createOpenAICompatibleEngine,
  type OpenAICompatibleConfig,
  openaiCompatibleDefaults,
} from './adapters/openai-compatible/openai-compatible.ts';
export {
  createPerplexityEngine,
  type PerplexityConfig,
  perplexityDefaults,
} from './adapters/perplexity/perplexity.ts';
export { createEngine, type EngineConfigs, engineIds } from './create-engine.ts';
export {
  EngineError,
  type EngineErrorKind,
  engineErrorKinds,
  engineErrorMessage,
  parseRetryAfter,
} from './errors.ts';
export type { FanOut, RetrievedPage } from './fan-out/fan-out.ts';
export { fanOutOf } from './fan-out/fan-out-of.ts';
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
export { extractLinks } from './shared/extract-links.ts';
export { utf8ByteOffsetToIndex } from './shared/utf8-offsets.ts';
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
