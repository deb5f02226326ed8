/**
 * @sightline/core: Sightline's pure domain logic (answer analysis, metrics and statistics, schedule math,
 * permissions). No I/O lives here; it depends on @sightline/contracts only.
 */
export * from './permissions.ts';
