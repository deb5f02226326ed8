/**
 * Chaos benchmark for collection: the server is killed with SIGKILL at random points of a collect (the demo
 * backfill, 160 runs a day), restarted on the same data each time, and left to finish; then the database must hold
 * one chat per succeeded run, none twice, and rollups equal to a recomputation. Prints the runs asked twice.
 * Run: node bench/chaos.ts [--kills 10] [--days 3] [--seed 1]
 * (BENCH_DATABASE_URL=postgres://… also runs it on PostgreSQL, in a scratch database made from that server.)
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '10' },
    days: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
  },
});
const kills = Number(values.kills);
const days = Number(values.days);
const seed = Number(values.seed);

const benchDatabaseUrl = process.env.BENCH_DATABASE_URL;
// The scratch PostgreSQL database comes from the test helpers, which read their server from TEST_DATABASE_URL.
if (benchDatabaseUrl) process.env.TEST_DATABASE_URL = benchDatabaseUrl;
const { runChaos } = await import('../apps/server/testing/chaos-harness.ts');
const { killServerProcesses } = await import('../apps/server/testing/server-process.ts');
const { createTestDatabase } = await import('../packages/db/src/testing/index.ts');

const results = [];
try {
  for (const kind of benchDatabaseUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
    const postgres = kind === 'postgres' ? await createTestDatabase('postgres') : null;
    try {
      console.log(`${kind}: ${kills} kills during a ${days * 160}-run collect (seed ${seed})`);
      results.push(
        await runChaos({
          ...(postgres ? { databaseUrl: postgres.url! } : {}),
          kills,
          days,
          seed,
          timeoutMs: 1_800_000,
          log: (line) => console.log(`  ${line}`),
        }),
      );
    } finally {
      await postgres?.close();
    }
  }
} finally {
  killServerProcesses();
}

console.log('\ndatabase  kills  runs  chats  duplicates  missing  rollups  asked-twice (runs)  seconds');
let failed = false;
for (const r of results) {
  const ok =
    r.chats === r.succeeded &&
    r.succeeded + r.failed === r.runs &&
    r.duplicateChats + r.missingChats + r.strayChats === 0 &&
    r.rollupsMatchRecomputation;
  failed ||= !ok;
  console.log(
    `${r.database.padEnd(8)}  ${String(r.kills).padStart(5)}  ${String(r.runs).padStart(4)}  ${String(r.chats).padStart(5)}  ` +
      `${String(r.duplicateChats).padStart(10)}  ${String(r.missingChats).padStart(7)}  ${(r.rollupsMatchRecomputation ? 'exact' : 'WRONG').padStart(7)}  ` +
      `${`${r.askedTwice} (${r.interruptedRuns})`.padStart(18)}  ${String(r.seconds).padStart(7)}${ok ? '' : '  FAILED'}`,
  );
}
process.exit(failed ? 1 : 0);
