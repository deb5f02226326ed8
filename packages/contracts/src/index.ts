export * from './auth.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './organizations.ts';
export * from './rest/inputs.ts';
export * from './rest/query.ts';
export * from './version.ts';
