import { randomBytes } from 'node:crypto';
import { AppError, NotFoundError, ValidationError } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { type AuthContext, findCollectTarget, planLimitedCollect } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { findPromptFor } from '../../auth/find-prompt-for.ts';
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
  let projectId: number;
  let promptId: number | undefined;
  if ('prompt' in target) {
    const prompt = await findPromptFor(services, auth, target.prompt, 'editContent');
    projectId = prompt.projectId;
    promptId = prompt.id;
  } else {
    projectId = (await findProjectFor(services, auth, target.project, 'editContent')).id;
  }
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
