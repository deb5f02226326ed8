/** Test helpers for other packages: `@sightline/engines/testing` (loopback mock server and fixtures). */
export * as anthropicFixtures from './fixtures/anthropic.ts';
export * as anthropicMultiSearchFixtures from './fixtures/anthropic-multi-search.ts';
export * as geminiFixtures from './fixtures/gemini.ts';
export * as geminiThinkingFixtures from './fixtures/gemini-thinking.ts';
export * as openaiCompatibleFixtures from './fixtures/openai-compatible.ts';
export * as openaiResponsesFixtures from './fixtures/openai-responses.ts';
export * as openRouterFixtures from './fixtures/openrouter.ts';
export * as perplexityFixtures from './fixtures/perplexity.ts';
export * as serpApiFixtures from './fixtures/serpapi.ts';
export * as serpApiLinksFixtures from './fixtures/serpapi-links.ts';
export * as sonarSentencesFixtures from './fixtures/sonar-sentences.ts';
export {
  type MockServer,
  type RecordedRequest,
  redirectBodyMarker,
  routes,
  type Scenario,
  scenario,
  startMockServer,
} from './mock-server.ts';
export { citedRows, citedSpans } from './spans.ts';
