import {
  type ConnectableEngineId,
  type EngineConnection,
  EngineConnectionData,
  type ErrorDetail,
  ValidationError,
} from '@sightline/contracts';
import { type AuthContext, findEngineConnection, upsertEngineConnection } from '@sightline/db';
import { lastFour, sealApiKey } from '../../engines/connection-keys.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';
import { engineConnectionView } from './engine-connection-view.ts';
import { organizationFor } from './organization-for.ts';
import { assertSavableBaseUrl } from './validate-base-url.ts';

const missing = (field: string, message: string): ErrorDetail => ({
  path: ['data', field],
  message,
  name: 'ValidationError',
});

/**
 * Saves the organization's connection to an engine (admin or owner). An omitted field keeps what is stored;
 * `null` clears a base URL or model. The key is stored only encrypted, with its last four characters.
 * Every engine but an OpenAI-compatible server needs a key; an OpenAI-compatible server needs a base URL and a model.
 * A new base URL must not point at a loopback, private or link-local address the operator has not allowed.
 */
export async function saveEngineConnection(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
  engine: ConnectableEngineId,
  data: unknown,
): Promise<EngineConnection> {
  const organization = await organizationFor(services, auth, organizationKey, 'manageEngines');
  const input = parseInput(EngineConnectionData, data);
  if (input.baseUrl !== undefined) assertSavableBaseUrl(services.config.engines.allowedHosts, input.baseUrl);
  const stored = await findEngineConnection(services.db, organization.id, engine);
  const baseUrl = input.baseUrl === undefined ? (stored?.baseUrl ?? null) : input.baseUrl;
  const model = input.model === undefined ? (stored?.model ?? null) : input.model;
  const key =
    input.apiKey === undefined
      ? { apiKeyEncrypted: stored?.apiKeyEncrypted ?? null, apiKeyLast4: stored?.apiKeyLast4 ?? null }
      : {
          apiKeyEncrypted: sealApiKey(services.secret, organization.id, engine, input.apiKey),
          apiKeyLast4: lastFour(input.apiKey),
        };

  const errors: ErrorDetail[] = [];
  if (engine === 'openai-compatible') {
    if (!baseUrl) errors.push(missing('baseUrl', 'is required for an OpenAI-compatible server'));
    if (!model) errors.push(missing('model', 'is required for an OpenAI-compatible server'));
  } else if (!key.apiKeyEncrypted) {
    errors.push(missing('apiKey', `is required: no ${engine} key is saved yet`));
  }
  if (errors.length > 0) {
    throw new ValidationError(`Invalid ${errors.map((e) => e.path.join('.')).join(', ')}`, errors);
  }

  const row = await upsertEngineConnection(services.db, {
    organizationId: organization.id,
    engine,
    ...key,
    baseUrl,
    model,
  });
  return engineConnectionView(engine, row, services.config.engines.fallbacks[engine]);
}
