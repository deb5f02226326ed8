import type { PopulateInput } from '@sightline/contracts';
import { projectPopulate } from '../projects/project-populate.ts';

/**
 * The populate of each part of the session's selection, as the web app's own calls ask for them (docs/features/web.md:
 * members, workspaces, recent projects, the project list, and one project as `GET /api/v1/projects/:id` answers it),
 * so that what `/users/me` returns can stand in for those calls.
 */
export const selectionPopulate = {
  member: ['sightline_organization', 'user'],
  workspace: ['owner', 'ownerMember', 'sightline_organization'],
  recentProject: {
    sightline_member: true,
    project: { populate: ['evaluationItems', 'queries', 'tags'] },
  },
  projectList: {
    owner: true,
    ownerMember: { populate: { user: { populate: ['avatar'] } } },
    workspace: true,
    evaluationItems: true,
    queries: true,
    featureImage: true,
    tags: true,
  },
  project: projectPopulate,
} satisfies Record<string, PopulateInput>;

/** The populate entry that asks `/users/me` for the selection. */
export const selectionEntry = 'selection';

/** `populate` without the `selection` entry, and whether it was there (`populate[selection]=true` or in a list). */
export function withoutSelection(populate: PopulateInput | undefined): {
  populate: PopulateInput | undefined;
  selection: boolean;
} {
  if (populate === undefined) return { populate, selection: false };
  if (typeof populate === 'string') {
    return populate === selectionEntry
      ? { populate: undefined, selection: true }
      : { populate, selection: false };
  }
  if (Array.isArray(populate)) {
    const rest = populate.filter((name) => name !== selectionEntry);
    return { populate: rest.length > 0 ? rest : undefined, selection: rest.length !== populate.length };
  }
  const { [selectionEntry]: entry, ...rest } = populate;
  const selection = entry !== undefined && entry !== false && entry !== 'false';
  return { populate: Object.keys(rest).length > 0 ? rest : undefined, selection };
}
