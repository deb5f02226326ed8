import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const demoCredentialsFile = 'demo-credentials.txt';

export interface Terminal {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Shows the demo's one-time sign-in to the person starting the server, never to a log: on a terminal it is printed;
 * when standard output is not a terminal (its lines are being collected as logs) the sign-in goes to
 * `DATA_DIR/demo-credentials.txt`, readable only by this user, and only that file's path is printed.
 * Returns the file written, if any.
 */
export async function showDemoCredentials(
  sign: { email: string; password: string; days: number; resumed: boolean },
  options: { dataDir: string; terminal?: Terminal },
): Promise<string | null> {
  const terminal = options.terminal ?? process.stdout;
  const heading = sign.resumed
    ? `Demo seeding resumed after an interrupted start; the demo account has a new password (simulated data is being collected for ${sign.days} days in the background):`
    : `Demo account created (simulated data is being collected for ${sign.days} days in the background):`;
  const credentials = `  e-mail:   ${sign.email}\n  password: ${sign.password}\n`;
  if (terminal.isTTY) {
    terminal.write(
      `\n${heading}\n${credentials}  This password is shown only once. Turn the demo off with SEED_DEMO=false.\n\n`,
    );
    return null;
  }
  await mkdir(options.dataDir, { recursive: true });
  const file = join(options.dataDir, demoCredentialsFile);
  await writeFile(file, `${heading}\n${credentials}Delete this file once you have signed in.\n`, {
    mode: 0o600,
  });
  await chmod(file, 0o600); // an existing file keeps its mode on write
  terminal.write(
    `\n${heading}\n  The sign-in is in ${file} (readable only by this user; delete it after reading).\n` +
      '  Turn the demo off with SEED_DEMO=false.\n\n',
  );
  return file;
}
