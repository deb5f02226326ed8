import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { migrationsFolder } from '../database.ts';
import { openPostgres } from '../postgres-database.ts';

const templateLockKey = 7_362_815_005;
const staleTemplateMs = 24 * 60 * 60 * 1000;

/** `postgres://host/db` with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const names = (await readdir(migrationsFolder)).filter((n) => n.endsWith('.sql')).sort();
  for (const name of names) hash.update(name).update(await readFile(join(migrationsFolder, name)));
  return hash.digest('hex').slice(0, 12);
}

let templateName: Promise<string> | undefined;

/**
 * A migrated template database, made once per migration set; test databases are copies of it
 * (`CREATE DATABASE … TEMPLATE`), which is much faster than migrating each one.
 */
export function ensureTemplate(adminUrl: string): Promise<string> {
  templateName ??= (async () => {
    const name = `sightline_tpl_${await migrationsHash()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_advisory_lock(${templateLockKey})`;
      const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
      if (!exists) {
        // Built under another name and renamed when complete, so a run killed midway leaves no broken template.
        const building = `${name}_building`;
        await admin.unsafe(`drop database if exists "${building}" with (force)`);
        await admin.unsafe(`create database "${building}"`);
        const handle = openPostgres({ url: withDatabase(adminUrl, building), maxConnections: 2 });
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
        await admin.unsafe(`alter database "${building}" rename to "${name}"`);
        await admin.unsafe(`comment on database "${name}" is 'sightline test template built ${Date.now()}'`);
        // Templates of other migration sets are dropped once a day old: another checkout (an older branch) running
        // its tests on the same server at the same time still copies its own.
        const stale = await admin`select d.datname, shobj_description(d.oid, 'pg_database') as comment
          from pg_database d where d.datname like 'sightline\_tpl\_%' and d.datname <> ${name}`;
        for (const { datname, comment } of stale) {
          const built = Number(/built (\d+)/.exec(String(comment ?? ''))?.[1] ?? 0);
          if (Date.now() - built > staleTemplateMs)
            await admin.unsafe(`drop database if exists "${datname}" with (force)`);
        }
      }
      await admin`select pg_advisory_unlock(${templateLockKey})`;
    } finally {
      await admin.end();
    }
    return name;
  })();
  return templateName;
}
