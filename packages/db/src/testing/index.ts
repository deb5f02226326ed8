export { withDatabase } from './postgres-template.ts';
export { rebuildProjectRollups, summedRollupTables } from './rebuild-project-rollups.ts';
export * from './seed-synthetic-chats.ts';
export * from './seed-synthetic-rollups.ts';
export { seedTenancy } from './seed-tenancy.ts';
export { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test-database.ts';
export { testDatabaseConfig } from './test-database-config.ts';
