import { own } from '../own.ts';
import type { ResourceDef } from '../resource.ts';
import {
  fileResource,
  invitationResource,
  memberResource,
  organizationResource,
  userResource,
  workspaceResource,
} from './organization-resources.ts';
import {
  competitorResource,
  evaluationItemResource,
  ownedMediaResource,
  projectResource,
  promptResource,
  recentProjectResource,
  tagResource,
} from './project-resources.ts';

const all = [
  organizationResource,
  memberResource,
  userResource,
  fileResource,
  workspaceResource,
  invitationResource,
  projectResource,
  promptResource,
  tagResource,
  competitorResource,
  evaluationItemResource,
  ownedMediaResource,
  recentProjectResource,
];

export const resources: Record<string, ResourceDef> = Object.fromEntries(all.map((r) => [r.name, r]));

export function resource(name: string): ResourceDef {
  const found = own(resources, name);
  if (!found) throw new Error(`Unknown resource ${name}`);
  return found;
}
