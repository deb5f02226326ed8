export { withDatabase } from './postgres-template.ts';
export { createTestDatabase, testDatabaseKinds } from './test-database.ts';
