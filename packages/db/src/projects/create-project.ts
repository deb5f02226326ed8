import type { CreateProjectData } from '@sightline/contracts';
import type { Database } from '../database.ts';
import { competitors, evaluationItems, ownedMedia, projects, prompts, tags } from '../schema/index.ts';

export interface NewProject {
  organizationId: number;
  workspaceId: number;
  ownerUserId: number;
  ownerMemberId: number;
  featureImageFileId: number | null;
  data: Omit<CreateProjectData, 'member' | 'workspace' | 'queries'> & {
    /** Prompts; `intentSource: 'auto'` marks an intent the analysis classified (else a given intent is manual). */
    queries: Array<CreateProjectData['queries'][number] & { intentSource?: 'auto' | 'manual' }>;
  };
}

/** Creates a project with its competitors, owned media, prompts, tags and evaluation items, all or nothing. */
export async function createProject(db: Database, input: NewProject): Promise<number> {
  const {
    competitors: rivals,
    ownedMedia: media,
    queries,
    tags: tagList,
    evaluationItems: items,
    ...fields
  } = input.data;
  return db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        ...fields,
        organizationId: input.organizationId,
        workspaceId: input.workspaceId,
        ownerUserId: input.ownerUserId,
        ownerMemberId: input.ownerMemberId,
        featureImageFileId: input.featureImageFileId,
      })
      .returning({ id: projects.id });
    const owner = { organizationId: input.organizationId, projectId: project!.id };
    if (rivals.length) await tx.insert(competitors).values(rivals.map((c) => ({ ...c, ...owner })));
    if (media.length) await tx.insert(ownedMedia).values(media.map((m) => ({ ...m, ...owner })));
    if (queries.length) {
      await tx.insert(prompts).values(
        queries.map((p) => ({
          ...p,
          ...owner,
          intentSource: p.intentSource ?? (p.intent ? ('manual' as const) : ('auto' as const)),
        })),
      );
    }
    if (tagList.length) await tx.insert(tags).values(tagList.map((t) => ({ ...t, ...owner })));
    if (items.length) await tx.insert(evaluationItems).values(items.map((i) => ({ ...i, ...owner })));
    return project!.id;
  });
}
