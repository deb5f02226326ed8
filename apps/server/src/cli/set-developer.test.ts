import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, schema } from '@sightline/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runSetDeveloper } from './set-developer.ts';

// Opens the same PGlite data directory three times (each a cold start with migrations): a busy machine needs more than
// 30 s, well within the suite's test timeout (vitest.config.ts).
describe('npm run developer', () => {
  it('flags and unflags a user as developer, and says when there is no such user', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sightline-cli-'));
    const db = await openDatabase({ dataDir });
    await db.db.insert(schema.users).values({ username: 'dev', email: 'dev@example.com' });
    await db.close();
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };

    expect(await runSetDeveloper(['DEV@example.com'], env)).toBe(0);
    const read = async () => {
      const again = await openDatabase({ dataDir });
      const [user] = await again.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, 'dev@example.com'));
      await again.close();
      return user?.isDeveloper;
    };
    expect(await read()).toBe(true);
    expect(await runSetDeveloper(['dev@example.com', '--remove'], env)).toBe(0);
    expect(await read()).toBe(false);
    expect(await runSetDeveloper(['ghost@example.com'], env)).toBe(1);
    expect(await runSetDeveloper([], env)).toBe(2);
  });
});
