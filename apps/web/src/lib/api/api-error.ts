/** An API failure: the server's error envelope, or a synthetic 500 UnknownError when there was none. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(status: number, name: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details;
  }

  /** Messages per field from a ValidationError (`data.name` → 'must not be empty'). */
  fieldErrors(): Record<string, string> {
    const errors = (this.details.errors ?? []) as Array<{ path?: Array<string | number>; message?: string }>;
    const result: Record<string, string> = {};
    for (const e of errors) {
      const path = (e.path ?? []).filter((p) => p !== 'body' && p !== 'data').join('.');
      if (path && e.message && !result[path]) result[path] = e.message;
    }
    return result;
  }
}
