import type { BulkPrompt } from '@sightline/contracts';
import type { PromptWithTags } from '@sightline/db';

/** A prompt as the prompt list endpoints answer with it (no numeric id). */
export function promptView(row: PromptWithTags): BulkPrompt {
  return {
    documentId: row.documentId,
    text: row.text,
    language: row.language,
    intent: row.intent,
    intentSource: row.intentSource,
    active: row.active,
    tags: row.tags,
  };
}
