import { z } from 'zod';
import type { DatabaseKind } from '../database.ts';

/**
 * Test-only configuration. `TEST_DATABASE_URL`: the PostgreSQL server of the second run. `SIGHTLINE_TEST_DATABASE`:
 * the database of the Vitest project a test file runs in (vitest.config.ts sets it: `pglite` for every file,
 * `postgres` for the `*.sql.test.ts` files when TEST_DATABASE_URL is set).
 */
const TestDatabaseEnv = z.object({
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'TEST_DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SIGHTLINE_TEST_DATABASE: z.enum(['pglite', 'postgres']).default('pglite'),
});

export const testDatabaseConfig = TestDatabaseEnv.parse(process.env);

/**
 * The database of the running test file. Read when asked, not at import: one worker process runs files of both
 * Vitest projects one after another (`isolate: false`), and Vitest sets each file's project environment before it runs.
 */
export function currentTestDatabase(): DatabaseKind {
  return TestDatabaseEnv.pick({ SIGHTLINE_TEST_DATABASE: true }).parse(process.env).SIGHTLINE_TEST_DATABASE;
}
