import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version?: string;
};

/** Sightline's release version, from the root package.json. */
export const appVersion = rootPackage.version ?? '0.0.0';
