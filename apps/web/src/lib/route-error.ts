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

/** Route parameter validation failure (docs/features/web.md): the fatal 404 "Page Not Found: {path}". */
export function pageNotFound(): never {
  throw new RouteError(404, `Page Not Found: ${window.location.pathname}`, true);
}

const decodes = (segment: string) => {
  try {
    // The result is used: a minifier drops a call to a "pure" global whose result is not, and its throw with it.
    return typeof decodeURIComponent(segment) === 'string';
  } catch {
    return false;
  }
};

/**
 * Whether a path the router could not match only because a segment is not decodable (`%E0%A4%A`) would match a
 * route (`matches`, given the path with such segments replaced by a decodable one): its parameter is invalid.
 */
export function hasUndecodableParam(pathname: string, matches: (path: string) => boolean): boolean {
  const segments = pathname.split('/');
  if (segments.every(decodes)) return false;
  return matches(segments.map((segment) => (decodes(segment) ? segment : 'x')).join('/'));
}
