export * from './accounts/index.ts';
export type { Database, DatabaseHandle, DatabaseKind, Schema } from './database.ts';
export { createDocumentId, documentIdPattern } from './document-id.ts';
export { isUniqueViolation, postgresErrorCode } from './errors.ts';
export { type DatabaseConfig, isPostgresUrl, openDatabase } from './open-database.ts';
export { memoryDataDir } from './pglite-database.ts';
export * from './projects/index.ts';
export * from './rest/index.ts';
export * as schema from './schema/index.ts';
