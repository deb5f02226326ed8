/** An error a route raises on purpose: shown by the error screen with its status code. */
export class RouteError extends Error {
  readonly status: number;
  readonly fatal: boolean;

  constructor(status: number, message: string, fatal = false) {
    super(message);
    this.name = 'RouteError';
    this.status = status;
    this.fatal = fatal;
  }
}

/** Route parameter validation failure (product spec §2): the fatal 404 "Page Not Found: {path}". */
export function pageNotFound(): never {
  throw new RouteError(404, `Page Not Found: ${window.location.pathname}`, true);
}
