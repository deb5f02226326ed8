import { z } from 'zod';

/**
 * Test-only configuration: which databases the database tests run against, and the migrated PGlite data directory
 * (a tarball) that Vitest's global setup writes for the run (scripts/vitest-pglite-snapshot.ts).
 */
const TestDatabaseEnv = z.object({
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'TEST_DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TEST_PGLITE_SNAPSHOT: z.string().min(1).optional(),
});

export const testDatabaseConfig = TestDatabaseEnv.parse(process.env);
