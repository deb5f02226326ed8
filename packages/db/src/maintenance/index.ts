export * from './analyze-table.ts';
export * from './checkpoint.ts';
export * from './find-tables-to-analyze.ts';
