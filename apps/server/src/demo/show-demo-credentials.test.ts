import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boxed,
  demoCredentialsFile,
  holdDemoCredentials,
  showDemoCredentials,
} from './show-demo-credentials.ts';

const sign = { email: 'demo@sightline.local', password: 'one-time-Secret-123', days: 3, resumed: false };

describe('showing the demo sign-in', () => {
  it('prints it on a terminal and writes no file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sightline-show-'));
    let shown = '';
    const file = await showDemoCredentials(sign, {
      dataDir,
      terminal: { isTTY: true, write: (text: string) => (shown += text) },
    });
    expect(file).toBeNull();
    expect(shown).toContain(sign.password);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('keeps it out of collected output: a file readable only by its owner, and only its path printed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sightline-show-'));
    let shown = '';
    const terminal = { isTTY: false, write: (text: string) => (shown += text) };
    const file = await showDemoCredentials(sign, { dataDir, terminal });
    expect(file).toBe(join(dataDir, demoCredentialsFile));
    expect(shown).not.toContain(sign.password);
    expect(shown).toContain(file);
    expect(await readFile(file!, 'utf8')).toContain(`password: ${sign.password}`);
    expect((await stat(file!)).mode & 0o777).toBe(0o600);

    // A resumed seed replaces the file with the new password.
    await showDemoCredentials(
      { ...sign, password: 'second-Secret-456', resumed: true },
      { dataDir, terminal },
    );
    const again = await readFile(file!, 'utf8');
    expect(again).toContain('second-Secret-456');
    expect(again).not.toContain(sign.password);
    expect(shown).not.toContain('second-Secret-456');
  });

  it('draws the sign-in in a box, every line as wide as the others', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sightline-show-'));
    let shown = '';
    await showDemoCredentials(sign, {
      dataDir,
      terminal: { isTTY: true, write: (text: string) => (shown += text) },
    });
    const lines = shown.trim().split('\n');
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines).toContain(
      `│   password: ${sign.password}${' '.repeat(lines[0]!.length - 16 - sign.password.length)} │`,
    );
    expect(boxed(['ab', 'abcd'])).toBe('┌──────┐\n│ ab   │\n│ abcd │\n└──────┘');
  });

  it('holds the sign-in while the server starts and prints it when released, once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sightline-show-'));
    let out = '';
    const held = holdDemoCredentials({ isTTY: true, write: (text: string) => (out += text) });
    await showDemoCredentials(sign, { dataDir });
    expect(out).toBe('');
    held.release();
    expect(out).toContain(sign.password);
    const once = out;
    held.release();
    expect(out).toBe(once);
  });
});
