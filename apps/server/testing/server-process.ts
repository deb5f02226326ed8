import { type ChildProcess, spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { waitUntil } from './wait-until.ts';

const mainPath = new URL('../src/main.ts', import.meta.url).pathname;

const started = new Set<ChildProcess>();

/** Kills every server this test file started that is still running (call it in afterEach: a failed test must not
 * leave a server behind). */
export function killServerProcesses(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
}

export interface ServerProcess {
  child: ChildProcess;
  url?: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** The test run's temporary folder and compile cache, when Vitest's global setup made them. */
function runnerFolders(): Record<string, string> {
  const folders: Record<string, string> = {};
  for (const name of ['TMPDIR', 'NODE_COMPILE_CACHE']) {
    const value = process.env[name];
    if (value) folders[name] = value;
  }
  return folders;
}

/**
 * Starts `node apps/server/src/main.ts` as `npm start` does (port 0, demo off unless asked for) and waits for its
 * ready line (or `ready`) or its exit.
 */
export async function startServerProcess(
  env: Record<string, string>,
  ready = /running at (http:\/\/\S+)/,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [mainPath], {
    // Only what the server is given: its own Node's directory on PATH, nothing inherited from the test runner but
    // the run's temporary folder and Node's compile cache (scripts/vitest-temp-dir.ts), shared by every start.
    env: {
      PATH: dirname(process.execPath),
      ...runnerFolders(),
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string | undefined>((resolve) => {
    const check = () => {
      const match = ready.exec(output);
      if (match) resolve(match[1] ?? match[0]);
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    void exited.then(() => resolve(undefined));
  });
  return { child, url, output: () => output, exited };
}

export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal);
  return server.exited;
}

/**
 * Waits until the server has printed something matching `pattern`, or has exited (see wait-until.ts); says whether it
 * printed it.
 */
export async function waitForOutput(server: ServerProcess, pattern: RegExp): Promise<boolean> {
  await waitUntil(
    `the server to print ${pattern} or exit`,
    () => server.output(),
    (output) => pattern.test(output) || server.child.exitCode !== null,
    { intervalMs: 20, describe: (output) => `its output:\n${output}` },
  );
  return pattern.test(server.output());
}

/** A JSON call to a started server: GET, or POST with `body`; throws with the answer unless it is 2xx. */
export async function callServer<T>(
  server: ServerProcess,
  path: string,
  jwt?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
