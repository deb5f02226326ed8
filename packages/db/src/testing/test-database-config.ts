import { z } from 'zod';

/** Test-only configuration: which databases the database tests run against. */
const TestDatabaseEnv = z.object({
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'TEST_DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const testDatabaseConfig = TestDatabaseEnv.parse(process.env);
