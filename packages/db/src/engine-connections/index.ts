export { deleteEngineConnection } from './delete-engine-connection.ts';
export type { EngineConnectionRow } from './engine-connection-row.ts';
export { findEngineConnection } from './find-engine-connection.ts';
export { listEngineConnections } from './list-engine-connections.ts';
export { type EngineConnectionValues, upsertEngineConnection } from './upsert-engine-connection.ts';
