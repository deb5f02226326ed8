import { sql } from 'drizzle-orm';

/** A PostgreSQL database of a benchmark's own, created next to `adminUrl` (loopback only) and dropped afterwards. */

function loopbackOnly(url: string): URL {
  const parsed = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) {
    throw new Error(`--postgres must be on loopback (127.0.0.1, localhost or ::1), not ${parsed.hostname}`);
  }
  return parsed;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const { openPostgres } = await import('../../packages/db/src/postgres-database.ts');
  const admin = openPostgres({ url: loopbackOnly(url).toString(), maxConnections: 1 });
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

/** Creates the database `name` afresh (dropping any left by an earlier run); its URL. */
export async function createBenchDatabase(adminUrl: string, name: string): Promise<string> {
  await dropBenchDatabase(adminUrl, name);
  await adminQuery(adminUrl, `create database ${name}`);
  const url = loopbackOnly(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
