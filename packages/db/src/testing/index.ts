export { withDatabase } from './postgres-template.ts';
export { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test-database.ts';
