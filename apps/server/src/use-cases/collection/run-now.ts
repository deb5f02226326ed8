import { randomBytes } from 'node:crypto';
import { AppError, NotFoundError, ValidationError } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import {
  type AuthContext,
  findCollectTarget,
  planLimitedCollect,
  projectOfPrompt,
  resolveDocument,
} from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';
import { collectRefusedError } from './collect-refused-error.ts';

/**
 * "Run now": plans a collect for today (in the project's timezone) right away, for the whole project or one prompt,
 * and queues its runs. Editors and above may do it; it spends the organization's engine budget, so it is refused
 * while the project's previous run now is unfinished or within the cooldown after it (409), and when the
 * organization's daily run quota would be exceeded (429).
 */
export async function runNow(
  services: Services,
  auth: AuthContext,
  target: { project: string } | { prompt: string },
) {
  const tenant = tenantOf(auth);
  let projectId: number;
  let promptId: number | undefined;
  let organizationId: number;
  if ('prompt' in target) {
    const prompt = await resolveDocument(services.db, 'prompts', target.prompt, tenant);
    if (!prompt) throw new NotFoundError('Prompt not found');
    promptId = prompt.id;
    organizationId = prompt.organizationId;
    projectId = (await projectOfPrompt(services.db, prompt.id)) ?? 0;
  } else {
    const project = await resolveDocument(services.db, 'projects', target.project, tenant);
    if (!project) throw new NotFoundError('Project not found');
    projectId = project.id;
    organizationId = project.organizationId;
  }
  authorize(auth, organizationId, 'editContent');
  const state = await findCollectTarget(services.db, projectId, promptId);
  if (!state) throw new NotFoundError('Project not found');
  if (state.status !== 'active') {
    throw new AppError('ApplicationError', 'The project is inactive: activate it before collecting.');
  }
  if (state.engines.length === 0) throw new ValidationError('The project has no engines to ask.');
  if (state.activePrompts === 0) {
    throw new ValidationError(
      promptId === undefined ? 'The project has no active prompts to run.' : 'The prompt is inactive.',
    );
  }
  if (!services.jobs) {
    throw new AppError('ServiceUnavailableError', 'Background jobs are not running in this process.');
  }
  const day = localDay(new Date(), state.timezone);
  const { collection } = services.config;
  const planned = await planLimitedCollect(
    services.db,
    {
      projectId,
      day,
      key: `manual:${new Date().toISOString()}:${randomBytes(4).toString('hex')}`,
      trigger: 'manual',
      ...(promptId === undefined ? {} : { promptIds: [promptId] }),
    },
    {
      orgDailyRunQuota: collection.orgDailyRunQuota,
      runNowCooldownSeconds: collection.runNowCooldownSeconds,
    },
  );
  if (planned.refused) throw collectRefusedError(planned.refused);
  await services.jobs.enqueueRuns(planned.pending);
  return { collect: planned.documentId, day, planned: planned.planned };
}
