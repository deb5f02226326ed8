import { relations } from 'drizzle-orm';
import { files } from './files.ts';
import { invitations } from './invitations.ts';
import { members } from './members.ts';
import { organizations } from './organizations.ts';
import {
  competitors,
  evaluationItems,
  ownedMedia,
  prompts,
  promptTags,
  recentProjects,
  tags,
} from './project-children.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';
import { workspaces } from './workspaces.ts';

// Relation names are the API's field names (REST conventions: `populate[ownerMember]`, `sightline_organization`).

export const usersRelations = relations(users, ({ one, many }) => ({
  avatar: one(files, { fields: [users.avatarFileId], references: [files.id] }),
  members: many(members),
}));

export const organizationsRelations = relations(organizations, ({ one, many }) => ({
  owner: one(users, { fields: [organizations.ownerUserId], references: [users.id] }),
  members: many(members),
  workspaces: many(workspaces),
}));

export const membersRelations = relations(members, ({ one }) => ({
  sightline_organization: one(organizations, {
    fields: [members.organizationId],
    references: [organizations.id],
  }),
  user: one(users, { fields: [members.userId], references: [users.id] }),
}));

export const workspacesRelations = relations(workspaces, ({ one, many }) => ({
  sightline_organization: one(organizations, {
    fields: [workspaces.organizationId],
    references: [organizations.id],
  }),
  owner: one(users, { fields: [workspaces.ownerUserId], references: [users.id] }),
  ownerMember: one(members, { fields: [workspaces.ownerMemberId], references: [members.id] }),
  projects: many(projects),
}));

export const projectsRelations = relations(projects, ({ one, many }) => ({
  workspace: one(workspaces, { fields: [projects.workspaceId], references: [workspaces.id] }),
  owner: one(users, { fields: [projects.ownerUserId], references: [users.id] }),
  ownerMember: one(members, { fields: [projects.ownerMemberId], references: [members.id] }),
  featureImage: one(files, { fields: [projects.featureImageFileId], references: [files.id] }),
  evaluationItems: many(evaluationItems),
  queries: many(prompts),
  tags: many(tags),
  competitors: many(competitors),
  ownedMedia: many(ownedMedia),
}));

export const competitorsRelations = relations(competitors, ({ one }) => ({
  project: one(projects, { fields: [competitors.projectId], references: [projects.id] }),
}));

export const ownedMediaRelations = relations(ownedMedia, ({ one }) => ({
  project: one(projects, { fields: [ownedMedia.projectId], references: [projects.id] }),
}));

export const promptsRelations = relations(prompts, ({ one, many }) => ({
  project: one(projects, { fields: [prompts.projectId], references: [projects.id] }),
  promptTags: many(promptTags),
}));

export const tagsRelations = relations(tags, ({ one, many }) => ({
  project: one(projects, { fields: [tags.projectId], references: [projects.id] }),
  promptTags: many(promptTags),
}));

export const promptTagsRelations = relations(promptTags, ({ one }) => ({
  prompt: one(prompts, { fields: [promptTags.promptId], references: [prompts.id] }),
  tag: one(tags, { fields: [promptTags.tagId], references: [tags.id] }),
}));

export const evaluationItemsRelations = relations(evaluationItems, ({ one }) => ({
  project: one(projects, { fields: [evaluationItems.projectId], references: [projects.id] }),
}));

export const recentProjectsRelations = relations(recentProjects, ({ one }) => ({
  sightline_member: one(members, { fields: [recentProjects.memberId], references: [members.id] }),
  workspace: one(workspaces, { fields: [recentProjects.workspaceId], references: [workspaces.id] }),
  project: one(projects, { fields: [recentProjects.projectId], references: [projects.id] }),
}));

export const invitationsRelations = relations(invitations, ({ one }) => ({
  sightline_organization: one(organizations, {
    fields: [invitations.organizationId],
    references: [organizations.id],
  }),
  invitedBy: one(users, { fields: [invitations.invitedById], references: [users.id] }),
}));
