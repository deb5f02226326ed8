import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';

/**
 * The server secret: SIGHTLINE_SECRET when set; otherwise (never in production) one made on first start and
 * kept in DATA_DIR/secret, so sessions survive restarts on a fresh machine with nothing configured.
 */
export async function resolveSecret(config: Config): Promise<string> {
  if (config.secret) return config.secret;
  const path = join(config.dataDir, 'secret');
  try {
    const stored = (await readFile(path, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
