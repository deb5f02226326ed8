import { z } from 'zod';

/** Error names of the REST conventions and the HTTP status each one answers with. */
export const errorStatus = {
  ValidationError: 400,
  ApplicationError: 400,
  PaginationError: 400,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  NotFoundError: 404,
  MethodNotAllowedError: 405,
  ConflictError: 409,
  PayloadTooLargeError: 413,
  UnsupportedMediaTypeError: 415,
  RateLimitError: 429,
  InternalServerError: 500,
  ServiceUnavailableError: 503,
} as const;
export type ErrorName = keyof typeof errorStatus;

export const ErrorDetail = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  name: z.string(),
  value: z.unknown().optional(),
  /**
   * What is wrong, for a client to say it in its own language: the schema check that failed (`too_big`,
   * `too_small`, `invalid_format`, `invalid_type`, `custom`, …) with its limit or format when it has one, and for a
   * limit what it limits (`origin`: `string` for characters, `number`, `array` for entries).
   */
  code: z.string().optional(),
  origin: z.string().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  format: z.string().optional(),
});
export type ErrorDetail = z.infer<typeof ErrorDetail>;

export const ErrorEnvelope = z.object({
  data: z.null(),
  error: z.object({
    status: z.number().int(),
    name: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/**
 * An error that knows how it is shown to an API client. Use-cases and repositories throw these;
 * the server's error plugin turns them into the envelope, once.
 */
export class AppError extends Error {
  override readonly name: ErrorName;
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(name: ErrorName, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = name;
    this.status = errorStatus[name];
    this.details = details;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors: ErrorDetail[] = []) {
    super('ValidationError', message, errors.length > 0 ? { errors } : {});
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not Found') {
    super('NotFoundError', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Missing or invalid credentials') {
    super('UnauthorizedError', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super('ForbiddenError', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('ConflictError', message);
  }
}
