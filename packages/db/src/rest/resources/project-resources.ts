import { intentSources, intents, ownedMediaKinds, projectStatuses } from '@sightline/contracts';
import {
  competitors,
  evaluationItems,
  ownedMedia,
  projects,
  prompts,
  recentProjects,
  tags,
} from '../../schema/index.ts';
import {
  arrayField,
  booleanField,
  dateField,
  documentFields,
  enumField,
  numberField,
  type ResourceDef,
  stringField,
} from '../resource.ts';
import { inOrganizations } from './scopes.ts';

export const projectResource: ResourceDef = {
  name: 'projects',
  table: projects,
  queryKey: 'projects',
  fields: {
    ...documentFields(projects),
    name: stringField(projects.name),
    brandName: stringField(projects.brandName),
    brandAliases: arrayField(projects.brandAliases),
    description: stringField(projects.description),
    category: stringField(projects.category),
    language: stringField(projects.language),
    country: stringField(projects.country),
    timezone: stringField(projects.timezone),
    status: enumField(projects.status, projectStatuses),
    engines: arrayField(projects.engines),
    samplesPerRun: numberField(projects.samplesPerRun),
    scheduleTime: stringField(projects.scheduleTime),
    /** Answered by the simulator (the demo); read-only. */
    simulated: booleanField(projects.simulated),
  },
  relations: {
    workspace: { kind: 'one', target: 'workspaces', localKey: projects.workspaceId },
    owner: { kind: 'one', target: 'users', localKey: projects.ownerUserId },
    ownerMember: { kind: 'one', target: 'sightline-members', localKey: projects.ownerMemberId },
    featureImage: { kind: 'one', target: 'files', localKey: projects.featureImageFileId },
    evaluationItems: { kind: 'many', target: 'evaluation-items', foreignKey: evaluationItems.projectId },
    queries: { kind: 'many', target: 'prompts', foreignKey: prompts.projectId },
    tags: { kind: 'many', target: 'tags', foreignKey: tags.projectId },
    competitors: { kind: 'many', target: 'competitors', foreignKey: competitors.projectId },
    ownedMedia: { kind: 'many', target: 'owned-media', foreignKey: ownedMedia.projectId },
  },
  scope: inOrganizations(projects.organizationId),
  defaultSort: ['id:asc'],
  defaultPageSize: 100,
};

const projectRelation = (localKey: ResourceDef['fields'][string]['column']) => ({
  project: { kind: 'one' as const, target: 'projects', localKey },
});

export const promptResource: ResourceDef = {
  name: 'prompts',
  table: prompts,
  queryKey: 'prompts',
  fields: {
    ...documentFields(prompts),
    text: stringField(prompts.text),
    language: stringField(prompts.language),
    intent: enumField(prompts.intent, intents),
    intentSource: enumField(prompts.intentSource, intentSources),
    active: booleanField(prompts.active),
  },
  relations: projectRelation(prompts.projectId),
  scope: inOrganizations(prompts.organizationId),
  defaultSort: ['id:asc'],
};

export const tagResource: ResourceDef = {
  name: 'tags',
  table: tags,
  queryKey: 'tags',
  fields: { ...documentFields(tags), name: stringField(tags.name), color: stringField(tags.color) },
  relations: projectRelation(tags.projectId),
  scope: inOrganizations(tags.organizationId),
  defaultSort: ['name:asc'],
};

export const competitorResource: ResourceDef = {
  name: 'competitors',
  table: competitors,
  queryKey: 'competitors',
  fields: {
    ...documentFields(competitors),
    name: stringField(competitors.name),
    aliases: arrayField(competitors.aliases),
    domains: arrayField(competitors.domains),
  },
  relations: projectRelation(competitors.projectId),
  scope: inOrganizations(competitors.organizationId),
  defaultSort: ['id:asc'],
};

export const evaluationItemResource: ResourceDef = {
  name: 'evaluation-items',
  table: evaluationItems,
  queryKey: 'evaluationItems',
  fields: {
    ...documentFields(evaluationItems),
    name: stringField(evaluationItems.name),
    keywords: arrayField(evaluationItems.keywords),
  },
  relations: projectRelation(evaluationItems.projectId),
  scope: inOrganizations(evaluationItems.organizationId),
  defaultSort: ['id:asc'],
};

export const ownedMediaResource: ResourceDef = {
  name: 'owned-media',
  table: ownedMedia,
  queryKey: 'ownedMedia',
  fields: {
    ...documentFields(ownedMedia),
    kind: enumField(ownedMedia.kind, ownedMediaKinds),
    value: stringField(ownedMedia.value),
  },
  relations: projectRelation(ownedMedia.projectId),
  scope: inOrganizations(ownedMedia.organizationId),
  defaultSort: ['id:asc'],
};

export const recentProjectResource: ResourceDef = {
  name: 'recent-projects',
  table: recentProjects,
  queryKey: 'recentProjects',
  fields: { ...documentFields(recentProjects), touchedAt: dateField(recentProjects.touchedAt) },
  relations: {
    sightline_member: { kind: 'one', target: 'sightline-members', localKey: recentProjects.memberId },
    workspace: { kind: 'one', target: 'workspaces', localKey: recentProjects.workspaceId },
    project: { kind: 'one', target: 'projects', localKey: recentProjects.projectId },
  },
  scope: inOrganizations(recentProjects.organizationId),
  defaultSort: ['id:desc'],
  defaultPageSize: 20,
};
