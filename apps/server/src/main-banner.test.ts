import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess, stopServerProcess } from '#testing/server-process.ts';

afterEach(killServerProcesses);

describe('npm start on a fresh data directory', () => {
  it('prints the address and then the demo sign-in last, boxed, after every start-up log line', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sightline-banner-'));
    const server = await startServerProcess(
      { DATA_DIR: dataDir, DATABASE_URL: 'memory://', SEED_DEMO: 'true', DEMO_DAYS: '1', LOG_LEVEL: 'info' },
      /The sign-in is in (\S+) [\s\S]*┘\n/,
    );
    const output = server.output();
    expect(server.url, output).toBe(join(dataDir, 'demo-credentials.txt'));
    const running = output.indexOf('Sightline is running at http://localhost:');
    const box = output.indexOf('┌');
    expect(running).toBeGreaterThan(output.lastIndexOf('start-up finished'));
    expect(output.lastIndexOf('"msg"')).toBeLessThan(running);
    expect(box).toBeGreaterThan(running);
    expect(output.slice(box).trimEnd()).toMatch(/┘$/);
    expect(output).not.toContain('password:'); // not a terminal: only the file's path
    expect(await stopServerProcess(server)).toBe(0);
  });
});
