import { daysEndingWith, localDay } from '@sightline/core';
import type { DatabaseKind } from '@sightline/db';
import { seedSyntheticChats } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-app.ts';
import { seedThreeTenants, type ThreeTenants } from './three-tenants.ts';

/**
 * The costs tests' scene (routes/costs*.sql.test.ts): three tenants; Alice's project with chats on chatgpt and gemini
 * over 70 days, Bob's on perplexity over 20, and a second project of Alice's ("Alpha empty", claude) with none yet;
 * tokens and costs vary by chat, every 7th unpriced. `sqlCosts` sums the chats directly, to compare with the API.
 */
export const rows = <T>(result: unknown): T[] =>
  Array.isArray(result) ? result : (result as { rows: T[] }).rows;

const answers = [
  { language: 'ko' as const, text: '오늘커피는 좋습니다.', citations: [] },
  { language: 'en' as const, text: 'Oneul is fine.', citations: [] },
];

export interface SqlCost {
  month: string;
  engine: string;
  chats: number;
  input_tokens: number;
  output_tokens: number;
  cost: number;
  unpriced: number;
}

export interface CostsScene {
  t: TestApp;
  s: ThreeTenants;
  today: string;
  /** Chats from `from` up to today, with tokens and costs (every 7th unknown) varying by chat. */
  seedCosts(projectId: number, engines: string[], from: string): Promise<void>;
  sqlCosts(where: ReturnType<typeof sql>): Promise<SqlCost[]>;
  get(jwt: string, url: string): ReturnType<TestApp['as']>;
  putBudget(jwt: string, project: string, data: unknown): ReturnType<TestApp['as']>;
}

export async function costsScene(kind: DatabaseKind): Promise<CostsScene> {
  const t = await createTestApp(kind);
  const s = await seedThreeTenants(t);
  const today = localDay(new Date(), 'Asia/Seoul');
  async function seedCosts(projectId: number, engines: string[], from: string) {
    const db = t.database.db;
    await db.execute(
      sql`update projects set engines = ${`{${engines.join(',')}}`}::text[] where id = ${projectId}`,
    );
    await seedSyntheticChats(db, { projectId, from, to: today, samples: 1, answers });
    await db.execute(sql`
      update chats set simulated = false,
        input_tokens = 10 + (id % 50), output_tokens = 20 + (id % 90),
        cost = case when id % 7 = 0 then null else (id % 13) * 0.0013 end
      where project_id = ${projectId}`);
  }
  async function sqlCosts(where: ReturnType<typeof sql>) {
    return rows<SqlCost>(
      await t.database.db.execute(sql`
        select to_char(day, 'YYYY-MM') as month, engine, count(*)::int as chats,
          sum(input_tokens)::int as input_tokens, sum(output_tokens)::int as output_tokens,
          coalesce(sum(cost), 0)::float8 as cost, (count(*) filter (where cost is null))::int as unpriced
        from chats where ${where}
        group by 1, 2 order by 1 desc, 2`),
    ).map((r) => ({ ...r, chats: Number(r.chats), cost: Number(r.cost) }));
  }
  await seedCosts(s.alice.projectId, ['chatgpt', 'gemini'], daysEndingWith(today, 70)[0]!);
  await seedCosts(s.bob.projectId, ['perplexity'], daysEndingWith(today, 20)[0]!);
  // A second project of Alice's organization, with no answers yet.
  await t.database.db.execute(sql`
    insert into projects (document_id, organization_id, workspace_id, name, brand_name, engines)
    values ('alphaemptyproject0000001', ${s.alice.organizationId}, ${s.alice.workspaceId}, 'Alpha empty',
      'alpha', '{claude}')`);
  await t.database.db.execute(sql`
    insert into prompts (document_id, organization_id, project_id, text)
    select 'alphaemptyprompt00000001', organization_id, id, 'empty prompt' from projects
    where document_id = 'alphaemptyproject0000001'`);
  return {
    t,
    s,
    today,
    seedCosts,
    sqlCosts,
    get: (jwt, url) => t.as(jwt, { method: 'GET', url }),
    putBudget: (jwt, project, data) =>
      t.as(jwt, { method: 'PUT', url: `/api/v1/projects/${project}/budget`, payload: { data } }),
  };
}
