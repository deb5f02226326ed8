export * from './app-state.ts';
