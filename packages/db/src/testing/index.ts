export { withDatabase } from './postgres-template.ts';
export { seedTenancy } from './seed-tenancy.ts';
export { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test-database.ts';
