import {
  AppError,
  type ErrorDetail,
  type ErrorEnvelope,
  type ErrorName,
  errorStatus,
} from '@sightline/contracts';
import { postgresErrorCode } from '@sightline/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const nameByStatus = Object.fromEntries(
  Object.entries(errorStatus).map(([name, status]) => [status, name as ErrorName]),
) as Record<number, ErrorName>;
// Several names share 400; a bare 400 from a library is a validation problem with the request.
nameByStatus[400] = 'ValidationError';

export function envelope(
  status: number,
  name: string,
  message: string,
  details: Record<string, unknown> = {},
) {
  return { data: null, error: { status, name, message, details } } satisfies ErrorEnvelope;
}

/** The failed check and its limit or format (never the input: an envelope does not echo what was sent). */
function issueFacts(code: string, params: Record<string, unknown>): Partial<ErrorDetail> {
  const facts: Partial<ErrorDetail> = { code };
  for (const key of ['minimum', 'maximum'] as const) {
    const value = params[key];
    if (typeof value === 'number' || typeof value === 'bigint') facts[key] = Number(value);
  }
  if (typeof params.format === 'string') facts.format = params.format;
  if (typeof params.origin === 'string') facts.origin = params.origin;
  return facts;
}

function fromFastifyError(error: FastifyError): ErrorEnvelope {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: ErrorDetail[] = error.validation.map((v) => ({
      path: [error.validationContext ?? 'request', ...v.instancePath.split('/').filter(Boolean)],
      message: v.message ?? 'Invalid value',
      name: 'ValidationError',
      ...issueFacts(v.keyword, v.params),
    }));
    const described = errors.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ');
    return envelope(400, 'ValidationError', `Invalid ${described}`, { errors });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return envelope(400, 'ValidationError', `Malformed JSON body: ${error.message}`);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return envelope(413, 'PayloadTooLargeError', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return envelope(415, 'UnsupportedMediaTypeError', error.message);
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) return envelope(500, 'InternalServerError', 'Internal Server Error');
  return envelope(status, nameByStatus[status] ?? 'ApplicationError', error.message);
}

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22xxx: invalid text representation, numeric value out of range,
 * datetime field overflow, NUL in text, …) means a value of the request could not be stored or compared. The
 * query layer checks values before SQL; this is the backstop so that a value it missed is a 400, not a 500.
 * Other classes (syntax errors, missing columns, constraint violations) stay 500: they are bugs.
 */
function fromDataException(error: unknown) {
  const code = postgresErrorCode(error);
  if (!code?.startsWith('22')) return undefined;
  return envelope(400, 'ValidationError', 'A value in the request is malformed or out of range', {
    errors: [{ path: ['request'], message: `rejected by the database (${code})`, name: 'ValidationError' }],
  });
}

/** Maps every error to the REST conventions' envelope, in one place. Unknown `/api` routes answer NotFoundError. */
async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body =
      error instanceof AppError
        ? envelope(error.status, error.name, error.message, error.details)
        : (fromDataException(error) ?? fromFastifyError(error));
    if (body.error.status >= 500) request.log.error({ err: error }, 'request failed');
    else if (!(error instanceof AppError) && postgresErrorCode(error))
      request.log.warn({ err: error }, 'database refused a request value');
    else request.log.info({ status: body.error.status, name: body.error.name }, body.error.message);
    // A refusal that says when to come back (rate limits, quota, run-now cooldown) says it in the header too.
    const retryAfter = body.error.details.retryAfterSeconds;
    if (typeof retryAfter === 'number' && retryAfter > 0)
      reply.header('retry-after', String(Math.ceil(retryAfter)));
    return reply.status(body.error.status).send(body);
  });
}

export default fp(errorEnvelope, { name: 'error-envelope' });
