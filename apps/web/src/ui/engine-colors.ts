import type { EngineId } from '@sightline/contracts/constants';

/**
 * One colour per engine in every chart, legend and table that splits by engine (docs/features/web.md, Look and
 * feel), as Mantine colour names with a shade, usable as `color` props and in charts. The simulator is never the
 * colour of a real engine.
 */
export const engineColors: Record<EngineId, string> = {
  chatgpt: 'teal.6',
  perplexity: 'cyan.7',
  gemini: 'blue.6',
  claude: 'orange.6',
  'google-aio': 'red.6',
  'google-ai-mode': 'grape.5',
  'openai-compatible': 'indigo.5',
  simulated: 'gray.5',
};

/** An engine's colour; an unknown id (an engine added later) is grey. */
export const engineColor = (engine: string): string => engineColors[engine as EngineId] ?? 'gray.6';
