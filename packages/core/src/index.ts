/**
 * @sightline/core: Sightline's pure domain logic (answer analysis, metrics and statistics, schedule math).
 * No I/O lives here; it depends on @sightline/contracts only.
 */
export { can, canAssignRole, type Permission, rolesByPower } from '@sightline/contracts';
export * from './analysis/index.ts';
export * from './metrics/index.ts';
export * from './schedule/index.ts';
export * from './suggestions/index.ts';
