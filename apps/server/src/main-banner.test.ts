import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess, stopServerProcess } from '#testing/server-process.ts';

afterEach(killServerProcesses);

// One server process that migrates, seeds the demo and starts its backfill before it prints the banner: 180 s on a
// machine loaded eight times over, so more than the suite's 240 s per test; a hang still fails.
describe('npm start on a fresh data directory', { timeout: 600_000 }, () => {
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
    // Every start-up log line comes before the address. Lines of the background work that starts with the worker (the
    // demo's backfill) may come later: the logger writes straight to the file descriptor while the address goes
    // through process.stdout's queue, so on a busy machine one of them can land after it — but never one of start-up.
    const logTimes = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { time: number; msg: string });
    const finished = logTimes(output.slice(0, running)).find((line) => line.msg === 'start-up finished');
    expect(finished, output).toBeDefined();
    for (const later of logTimes(output.slice(running)))
      expect(later.time, later.msg).toBeGreaterThanOrEqual(finished!.time);
    expect(box).toBeGreaterThan(running);
    // The box is whole and nothing of start-up follows it; the background work may log on (on a loaded machine the
    // one-day backfill ends, and the demo's alert goes out, before the output is read).
    const boxEnd = output.indexOf('┘', box);
    expect(boxEnd, output).toBeGreaterThan(box);
    expect(output.slice(box, boxEnd)).toContain('The sign-in is in');
    const afterBox = output
      .slice(boxEnd + 1)
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(afterBox.filter((line) => !line.startsWith('{'))).toEqual([]);
    expect(output).not.toContain('password:'); // not a terminal: only the file's path
    expect(await stopServerProcess(server)).toBe(0);
  });
});
