import type { PopulateInput } from '@sightline/contracts';

/** What `GET /api/projects` and the project endpoints populate by default (docs/features/web.md). */
export const projectPopulate: PopulateInput = {
  owner: true,
  ownerMember: { populate: { user: { populate: ['avatar'] } } },
  workspace: true,
  evaluationItems: true,
  queries: true,
  featureImage: true,
  tags: true,
  competitors: true,
  ownedMedia: true,
};
