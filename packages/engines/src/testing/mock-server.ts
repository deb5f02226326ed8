/**
 * Loopback mock server for engine tests: `node:http` on 127.0.0.1, an ephemeral port, and per-route queues
 * of scenarios (a fixture body, an HTTP error with headers, a hang, malformed JSON, a redirect, any of them
 * delayed). Every request is recorded so tests can assert what the SDK actually sent, and the most requests
 * handled at once is kept (`maxConcurrent`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type Scenario =
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string>; delayMs?: number }
  | { kind: 'raw'; status?: number; body: string; headers?: Record<string, string>; delayMs?: number }
  | { kind: 'hang' };

/** A body a redirect answers with; tests check that nothing of it is kept. */
export const redirectBodyMarker = 'mock-redirect-body-must-not-be-kept';

export const scenario = {
  json: (body: unknown, status = 200, headers: Record<string, string> = {}): Scenario => ({
    kind: 'json',
    body,
    status,
    headers,
  }),
  error: (status: number, body: unknown, headers: Record<string, string> = {}): Scenario => ({
    kind: 'json',
    status,
    body,
    headers,
  }),
  /** Status 200, JSON content type, body cut in the middle. */
  malformed: (): Scenario => ({
    kind: 'raw',
    status: 200,
    body: '{"id":"x","output":[{"type":',
    headers: {},
  }),
  /** Never answers; the connection is dropped when the server closes. */
  hang: (): Scenario => ({ kind: 'hang' }),
  /**
   * A redirect as Google's grounding links answer it: `status` (302) with `Location` (none when null) and a small
   * HTML body naming `redirectBodyMarker`.
   */
  redirect: (location: string | null, status = 302): Scenario => ({
    kind: 'raw',
    status,
    body: `<html><body>${redirectBodyMarker}</body></html>`,
    headers: { 'content-type': 'text/html', ...(location === null ? {} : { location }) },
  }),
  /** The same scenario, answered after `ms` milliseconds. */
  delayed: (s: Scenario, ms: number): Scenario => (s.kind === 'hang' ? s : { ...s, delayMs: ms }),
};

/** Paths the official SDKs (and the SerpApi adapters) call, relative to the mock server's origin. */
export const routes = {
  openaiResponses: '/v1/responses',
  chatCompletions: '/v1/chat/completions',
  anthropicMessages: '/v1/messages',
  geminiGenerate: (model: string): string => `/v1beta/models/${model}:generateContent`,
  /** SerpApi: every engine (`google`, `google_ai_overview`, `google_ai_mode`) is a GET with `engine=`. */
  serpApiSearch: '/search.json',
  /** A Gemini grounding redirect link; `${server.url}${routes.groundingRedirectPrefix}` is the prefix to resolve. */
  groundingRedirect: (token: string): string => `/grounding-api-redirect/${token}`,
  groundingRedirectPrefix: '/grounding-api-redirect/',
};

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
}

export interface MockServer {
  /** `http://127.0.0.1:PORT` without a trailing slash. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** The most requests in progress (received, not yet answered) at one time since the last reset. */
  readonly maxConcurrent: number;
  /** Queues scenarios for a path (exact pathname, no query); each request consumes one. */
  enqueue(path: string, ...scenarios: Scenario[]): void;
  /** Resolves once `count` requests have been recorded (e.g. before aborting a hanging call). */
  waitForRequests(count: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function respond(res: ServerResponse, s: Scenario): void {
  if (s.kind === 'hang' || res.destroyed) return;
  const body = s.kind === 'json' ? JSON.stringify(s.body) : s.body;
  res.writeHead(s.status ?? 200, { 'content-type': 'application/json', ...s.headers });
  res.end(body);
}

export async function startMockServer(): Promise<MockServer> {
  const queues = new Map<string, Scenario[]>();
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let inProgress = new Set<object>();
  let maxConcurrent = 0;
  const server: Server = createServer((req, res) => {
    const token = {};
    const current = inProgress;
    current.add(token);
    maxConcurrent = Math.max(maxConcurrent, current.size);
    res.once('close', () => current.delete(token));
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(req);
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      const next = queues.get(url.pathname)?.shift();
      if (!next) {
        respond(res, scenario.error(404, { error: { message: `no scenario queued for ${url.pathname}` } }));
        return;
      }
      if (next.kind !== 'hang' && next.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          respond(res, next);
        }, next.delayMs);
        timers.add(timer);
        return;
      }
      respond(res, next);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('mock server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    get maxConcurrent() {
      return maxConcurrent;
    },
    enqueue(path, ...scenarios) {
      queues.set(path, [...(queues.get(path) ?? []), ...scenarios]);
    },
    async waitForRequests(count) {
      while (requests.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    reset() {
      queues.clear();
      requests.length = 0;
      // Requests still open from an earlier test (a hang) no longer count.
      inProgress = new Set();
      maxConcurrent = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
