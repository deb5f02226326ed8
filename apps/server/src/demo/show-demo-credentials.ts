import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const demoCredentialsFile = 'demo-credentials.txt';

export interface Terminal {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** A terminal that keeps what is written until `release`, so start-up can print the demo's sign-in last. */
export interface HeldTerminal extends Terminal {
  release(): void;
}

let startupTerminal: Terminal | undefined;

/** Holds what `showDemoCredentials` prints (by default) until the returned terminal is released. */
export function holdDemoCredentials(out: Terminal = process.stdout): HeldTerminal {
  const held: string[] = [];
  const terminal: HeldTerminal = {
    isTTY: out.isTTY,
    write: (text) => held.push(text),
    release() {
      if (startupTerminal === terminal) startupTerminal = undefined;
      if (held.length) out.write(held.splice(0).join(''));
    },
  };
  startupTerminal = terminal;
  return terminal;
}

/** Lines in a box drawn with box-drawing characters, one blank column inside each side. */
export function boxed(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join('\n');
}

/**
 * Shows the demo's one-time sign-in to the person starting the server, never to a log: on a terminal it is printed,
 * in a box; when standard output is not a terminal (its lines are being collected as logs) the sign-in goes to
 * `DATA_DIR/demo-credentials.txt`, readable only by this user, and only that file's path is printed.
 * Returns the file written, if any.
 */
export async function showDemoCredentials(
  sign: { email: string; password: string; days: number; resumed: boolean },
  options: { dataDir: string; terminal?: Terminal },
): Promise<string | null> {
  const terminal = options.terminal ?? startupTerminal ?? process.stdout;
  const heading = sign.resumed
    ? `Demo seeding resumed after an interrupted start; the demo account has a new password (simulated data is being collected for ${sign.days} days in the background):`
    : `Demo account created (simulated data is being collected for ${sign.days} days in the background):`;
  const title = sign.resumed
    ? 'Demo seeding resumed after an interrupted start: the demo account has a new password.'
    : 'Demo account created. Sign in with:';
  const collecting = `Simulated data for ${sign.days} day${sign.days === 1 ? '' : 's'} is being collected in the background;`;
  const progress = 'the header shows its progress. Turn the demo off with SEED_DEMO=false.';
  if (terminal.isTTY) {
    const lines = [
      title,
      '',
      `  e-mail:   ${sign.email}`,
      `  password: ${sign.password}`,
      '',
      'This password is shown only once.',
      collecting,
      progress,
    ];
    terminal.write(`\n${boxed(lines)}\n\n`);
    return null;
  }
  await mkdir(options.dataDir, { recursive: true });
  const file = join(options.dataDir, demoCredentialsFile);
  await writeFile(
    file,
    `${heading}\n  e-mail:   ${sign.email}\n  password: ${sign.password}\nDelete this file once you have signed in.\n`,
    { mode: 0o600 },
  );
  await chmod(file, 0o600); // an existing file keeps its mode on write
  const lines = [
    title.replace(' Sign in with:', ''),
    `The sign-in is in ${file} (readable only by this user;`,
    'delete it after reading).',
    collecting,
    progress,
  ];
  terminal.write(`\n${boxed(lines)}\n\n`);
  return file;
}
