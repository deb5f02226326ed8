import type { ConnectableEngineId, EngineConnection, EngineConnectionData } from '@sightline/contracts';

/** What the form of one engine asks for. */
export interface EngineFields {
  /** An OpenAI-compatible server: base URL and model required, key optional. */
  compatible: boolean;
  /** SerpApi engines have no model to choose. */
  hasModel: boolean;
}

export function engineFields(engine: ConnectableEngineId): EngineFields {
  return {
    compatible: engine === 'openai-compatible',
    hasModel: engine !== 'google-aio' && engine !== 'google-ai-mode',
  };
}

export interface EngineFormValues {
  apiKey: string;
  baseUrl: string;
  model: string;
}

/** The form starts from the organization's saved values (never the key, which the server does not return). */
export function initialValues(connection: EngineConnection): EngineFormValues {
  const own = connection.source === 'organization';
  return {
    apiKey: '',
    baseUrl: own ? (connection.baseUrl ?? '') : '',
    model: own ? (connection.model ?? '') : '',
  };
}

export type FieldError =
  | 'apiKey'
  | 'apiKeyRequired'
  | 'baseUrl'
  | 'baseUrlRequired'
  | 'model'
  | 'modelRequired';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The same rules as the server's, checked before sending: which field is wrong and how. */
export function validateEngineForm(
  values: EngineFormValues,
  connection: EngineConnection,
): Partial<Record<keyof EngineFormValues, FieldError>> {
  const { compatible, hasModel } = engineFields(connection.engine);
  const errors: Partial<Record<keyof EngineFormValues, FieldError>> = {};
  const apiKey = values.apiKey.trim();
  if (apiKey && (apiKey.length < 8 || apiKey.length > 500 || /\s/.test(apiKey))) errors.apiKey = 'apiKey';
  const hasSavedKey = connection.source === 'organization' && connection.apiKeyMasked !== null;
  if (!apiKey && !compatible && !hasSavedKey) errors.apiKey = 'apiKeyRequired';
  if (compatible) {
    const baseUrl = values.baseUrl.trim();
    if (!baseUrl) errors.baseUrl = 'baseUrlRequired';
    else if (!isHttpUrl(baseUrl) || baseUrl.length > 500) errors.baseUrl = 'baseUrl';
  }
  if (hasModel) {
    const model = values.model.trim();
    if (model.length > 100) errors.model = 'model';
    else if (compatible && !model) errors.model = 'modelRequired';
  }
  return errors;
}

/** The PUT body: a typed key replaces the saved one; an empty key field keeps it. */
export function saveData(values: EngineFormValues, engine: ConnectableEngineId): EngineConnectionData {
  const { compatible, hasModel } = engineFields(engine);
  const apiKey = values.apiKey.trim();
  return {
    ...(apiKey ? { apiKey } : {}),
    ...(compatible ? { baseUrl: values.baseUrl.trim() || null } : {}),
    ...(hasModel ? { model: values.model.trim() || null } : {}),
  };
}
