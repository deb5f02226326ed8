/**
 * The server's entry (`npm start`, the browser tests' server and the tests that start server processes). It puts the
 * module shortcuts in place first, then loads the server's modules, which must come through them: a static import of
 * the server here would have been loaded before any of this runs.
 */
import { registerModuleShortcuts } from './lifecycle/module-shortcuts.ts';

registerModuleShortcuts();
const { startServer } = await import('./start-server.ts');
startServer();
