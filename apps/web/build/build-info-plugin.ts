import { randomBytes } from 'node:crypto';
import type { BuildInfo } from '@sightline/contracts';
import type { Plugin } from 'vite';

/**
 * Gives each build an id, compiled into the app as `__BUILD_ID__` and written to `/version.json`,
 * so a running app can notice that a newer build was deployed.
 */
export function buildInfoPlugin(): Plugin {
  const info: BuildInfo = {
    buildId: `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`,
    builtAt: new Date().toISOString(),
  };
  return {
    name: 'sightline-build-info',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(info.buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify(info)}\n` });
    },
  };
}
