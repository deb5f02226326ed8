import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rollupDomains, sourceDomains } from '../schema/index.ts';
import { type OptimisationFilter, optimisationCondition } from './optimisation-filter.ts';

/** A domain cited in a prompt's answers naming a competitor: how many of those answers cite it. */
export interface PromptGapDomain {
  promptId: number;
  domain: string;
  /** The organization's correction, else the type the analyzer gave it. */
  sourceType: string;
  answers: number;
}

/**
 * For each of `promptIds` (prompts whose answers never name the own brand), the `limit` domains cited in most of its
 * answers naming a competitor (ties by domain), from the per-prompt domain rollups' `answers_citing_competitor`;
 * each typed through `source_domains` (the correction first).
 */
export async function listPromptGapDomains(
  db: Database,
  filter: OptimisationFilter,
  promptIds: readonly number[],
  limit: number,
): Promise<PromptGapDomain[]> {
  if (promptIds.length === 0) return [];
  const r = rollupDomains;
  const sd = sourceDomains;
  const summed = db.$with('gap_prompt_domains').as(
    db
      .select({
        promptId: sql<number>`${r.promptId}`.as('gap_prompt_id'),
        domain: sql<string>`${r.domain}`.as('gap_domain'),
        analyzedType: sql<string>`max(${r.sourceType})`.as('gap_analyzed_type'),
        answers: sql<number>`sum(${r.answersCitingCompetitor})`.as('gap_answers'),
        place: sql<number>`row_number() over (partition by ${r.promptId}
          order by sum(${r.answersCitingCompetitor}) desc, ${r.domain} asc)`.as('gap_place'),
      })
      .from(r)
      .where(optimisationCondition(r, { ...filter, promptIds }))
      .groupBy(r.promptId, r.domain)
      .having(sql`sum(${r.answersCitingCompetitor}) > 0`),
  );
  const rows = await db
    .with(summed)
    .select({
      promptId: summed.promptId,
      domain: summed.domain,
      sourceType: sql<string>`coalesce(${sd.sourceTypeOverride}, ${summed.analyzedType})`,
      answers: sql<number>`${summed.answers}`.mapWith(Number),
    })
    .from(summed)
    .leftJoin(
      sd,
      and(
        eq(sd.organizationId, filter.organizationId),
        eq(sd.projectId, filter.projectId),
        eq(sd.domain, summed.domain),
      ),
    )
    .where(sql`${summed.place} <= ${limit}`)
    .orderBy(summed.promptId, summed.place);
  return rows.map((row) => ({ ...row, promptId: Number(row.promptId) }));
}
