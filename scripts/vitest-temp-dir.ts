import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest global setup: every temporary file of a run (test apps' uploads and mails, the data directories of server
 * processes the tests start, built web apps) goes under one folder of its own, removed when the run ends — a run used
 * to leave about 3,000 folders and 400 MB in the system's temporary folder. The workers and the processes they start
 * inherit TMPDIR, which `os.tmpdir()` reads, and NODE_COMPILE_CACHE.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-vitest-'));
  process.env.TMPDIR = dir;
  // The server processes that tests start (about 25 a run) share Node's compile cache: each start after the first
  // compiles the server's modules from the cache instead of anew (about a fifth less CPU to import the server).
  process.env.NODE_COMPILE_CACHE = join(dir, 'node-compile-cache');
  return () => rmSync(dir, { recursive: true, force: true });
}
