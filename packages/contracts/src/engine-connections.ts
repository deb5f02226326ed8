import { z } from 'zod';
import { engineConnectionSources, engineErrorKinds } from './constants.ts';
import { ConnectableEngineId } from './enums.ts';

const apiKey = z
  .string({
    error: (issue) =>
      issue.input === null
        ? 'cannot be null: remove the connection (DELETE) to drop its key'
        : 'must be a string',
  })
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(500, 'must be at most 500 characters')
  .regex(/^\S+$/, 'must not contain spaces');

const baseUrl = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));

const model = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

/**
 * `PUT /api/v1/organizations/:id/engine-connections/:engine` `{ data }`: an omitted field keeps what is stored;
 * `null` clears a base URL or model. The key cannot be set to null here: DELETE removes the connection.
 */
export const EngineConnectionData = z
  .object({
    apiKey: apiKey.optional(),
    baseUrl: baseUrl.nullable().optional(),
    model: model.nullable().optional(),
  })
  .strict();
export type EngineConnectionData = z.infer<typeof EngineConnectionData>;

/** `POST …/engine-connections/:engine/test` `{ data }` (optional): unsaved values to try before saving. */
export const EngineConnectionTestData = EngineConnectionData;
export type EngineConnectionTestData = EngineConnectionData;

/** An engine's connection as the API shows it: never the key, only its last four characters. */
export const EngineConnection = z.object({
  engine: ConnectableEngineId,
  configured: z.boolean(),
  source: z.enum(engineConnectionSources),
  /** `••••1a2b` for the organization's own key; null without one (and for the server's keys). */
  apiKeyMasked: z.string().nullable(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  /** When the organization's connection last changed (ISO 8601); null when it has none. */
  updatedAt: z.string().nullable(),
});
export type EngineConnection = z.infer<typeof EngineConnection>;

/** The answer of a connection test: the engine answered (with its model and latency) or why it did not. */
export const EngineConnectionTestResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), model: z.string(), latencyMs: z.number().int().nonnegative() }),
  z.object({ ok: z.literal(false), errorKind: z.enum(engineErrorKinds), message: z.string() }),
]);
export type EngineConnectionTestResult = z.infer<typeof EngineConnectionTestResult>;

/** How a key is shown: bullets and its last four characters. */
export function maskApiKey(last4: string): string {
  return `••••${last4}`;
}
