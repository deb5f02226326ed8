import type { CollectReadinessResponse, RecentCollectsResponse, RunNowResponse } from '@sightline/contracts';
import type { EngineId, Locale, ownedMediaKinds } from '@sightline/contracts/constants';
import { api, type Single } from '../../lib/api/api-client.ts';
import type { Competitor, EvaluationItem, Project, Prompt, Tag } from '../../lib/api/types.ts';

/** The project's own resources, written through the generic REST endpoints (`/api/{resource}`). */
export interface ProjectResourceDocs {
  prompts: Prompt;
  tags: Tag;
  competitors: Competitor;
  'evaluation-items': EvaluationItem;
}
export type ProjectResourceName = keyof ProjectResourceDocs;

export type OwnedMediaKind = (typeof ownedMediaKinds)[number];

export interface OwnedMediaInput {
  kind: OwnedMediaKind;
  value: string;
}

/** The project's own fields (contracts `ProjectFields`), as the screens send them. */
export interface ProjectFieldsInput {
  name: string;
  brandName: string;
  brandAliases: string[];
  description: string;
  language: Locale;
  country: string;
  timezone: string;
  engines: EngineId[];
  samplesPerRun: number;
  scheduleTime: string;
}

/** `POST /api/v1/projects` data (contracts `CreateProjectData`): the project with what the wizard collected. */
export interface CreateProjectInput extends ProjectFieldsInput {
  member: number;
  workspace: number;
  competitors: Array<{ name: string; aliases: string[]; domains: string[] }>;
  ownedMedia: OwnedMediaInput[];
  queries: Array<{ text: string; language: string }>;
  tags: Array<{ name: string }>;
  evaluationItems: Array<{ name: string; keywords: string[] }>;
}

/**
 * JSON `{ data }`, or multipart (`data` as JSON text plus `files.featureImage`) when there is an image.
 * Silent: the forms show validation errors next to their fields (see `reportSaveError`).
 */
function dataBody(data: unknown, featureImage?: File | null) {
  if (!featureImage) return { json: { data }, silent: true };
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('files.featureImage', featureImage, featureImage.name);
  return { form, silent: true };
}

/** The calls of the project screens (wizard, details, edit, owned media). */
export const projectCalls = {
  /** One project with the default populate (owner, workspace, prompts, tags, competitors, media, …). */
  get: (documentId: string, signal?: AbortSignal) =>
    api<Single<Project>>(`/v1/projects/${documentId}`, { silent: true, ...(signal ? { signal } : {}) }).then(
      (r) => r.data,
    ),
  create: (data: CreateProjectInput, featureImage?: File | null) =>
    api<Single<Project>>('/v1/projects', { method: 'POST', ...dataBody(data, featureImage) }).then(
      (r) => r.data,
    ),
  update: (documentId: string, data: Partial<ProjectFieldsInput>, featureImage?: File | null) =>
    api<Single<Project>>(`/v1/projects/${documentId}`, {
      method: 'PUT',
      ...dataBody(data, featureImage),
    }).then((r) => r.data),
  setStatus: (documentId: string, action: 'activate' | 'deactivate') =>
    api<Single<Project>>(`/v1/projects/${documentId}/${action}`, { method: 'POST', json: {} }).then(
      (r) => r.data,
    ),
  /**
   * "Run now": today's collect of the whole project, planned at once; its runs are queued. Silent: the caller
   * explains a refusal (409 still running or just run, 429 over the quota) and reports anything else.
   */
  collectNow: (documentId: string, engines?: EngineId[]) =>
    api<RunNowResponse>(`/v1/projects/${documentId}/collect`, {
      method: 'POST',
      json: engines ? { data: { engines } } : {},
      silent: true,
    }).then((r) => r.data),
  /** Before "collect now": which of the project's engines have credentials, and whether the caller may add them. */
  collectReadiness: (documentId: string, signal?: AbortSignal) =>
    api<CollectReadinessResponse>(`/v1/projects/${documentId}/collect-readiness`, {
      silent: true,
      ...(signal ? { signal } : {}),
    }).then((r) => r.data),
  /** The project's newest collects (7) with counts, pending runs and the most common failure. */
  recentCollects: (documentId: string, signal?: AbortSignal) =>
    api<RecentCollectsResponse>(`/v1/projects/${documentId}/collects/recent`, {
      silent: true,
      ...(signal ? { signal } : {}),
    }),
  /** Switches the project to the simulator (every answer labelled simulated), or back to its real engines. */
  setSimulated: (documentId: string, simulated: boolean) =>
    api<Single<Project>>(`/v1/projects/${documentId}`, { method: 'PUT', json: { data: { simulated } } }).then(
      (r) => r.data,
    ),
  /** Replaces the whole owned media list. */
  replaceOwnedMedia: (documentId: string, items: OwnedMediaInput[]) =>
    api<Single<Project>>(`/v1/projects/${documentId}/owned-media`, {
      method: 'PUT',
      json: { data: items },
      silent: true,
    }).then((r) => r.data),
  createIn: <C extends ProjectResourceName>(
    resource: C,
    projectId: number,
    fields: Record<string, unknown>,
  ) =>
    api<Single<ProjectResourceDocs[C]>>(`/${resource}`, {
      method: 'POST',
      json: { data: { project: projectId, ...fields } },
      silent: true,
    }).then((r) => r.data),
  updateIn: <C extends ProjectResourceName>(
    resource: C,
    documentId: string,
    fields: Record<string, unknown>,
  ) =>
    api<Single<ProjectResourceDocs[C]>>(`/${resource}/${documentId}`, {
      method: 'PUT',
      json: { data: fields },
      silent: true,
    }).then((r) => r.data),
  deleteIn: (resource: ProjectResourceName, documentId: string) =>
    api<Single<unknown>>(`/${resource}/${documentId}`, { method: 'DELETE' }).then(() => undefined),
};
