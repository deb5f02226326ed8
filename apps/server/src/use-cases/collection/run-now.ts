import { randomBytes } from 'node:crypto';
import { AppError, type EngineId, NotFoundError, ValidationError } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { type AuthContext, findCollectTarget, planLimitedCollect } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { findPromptFor } from '../../auth/find-prompt-for.ts';
import type { Services } from '../../services.ts';
import { notifyBudgetReached } from '../costs/notify-budget-reached.ts';
import { collectRefusedError } from './collect-refused-error.ts';
import { engineReadiness } from './engine-readiness.ts';

/**
 * "Run now": plans a collect for today (in the project's timezone) right away, for the whole project or one prompt,
 * and queues its runs. Editors and above may do it; it spends the organization's engine budget, so it is refused
 * while the project's previous run now is unfinished or within the cooldown after it (409), when the project's
 * monthly budget is reached (409, collection paused; owners and admins are mailed once a month), and when the
 * organization's daily run quota would be exceeded (429).
 *
 * `engines` collects only those of the project's engines (400 naming `data.engines` for any other). A collect whose
 * engines all lack credentials is refused (400 naming them) instead of planning runs that can only fail; with
 * some ready, every chosen engine is asked and the others' runs fail with `auth`, shown on the project.
 */
export async function runNow(
  services: Services,
  auth: AuthContext,
  target: { project: string } | { prompt: string },
  options: { engines?: readonly EngineId[] } = {},
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
  const engines = chosenEngines(state.engines, options.engines);
  if (state.activePrompts === 0) {
    throw new ValidationError(
      promptId === undefined ? 'The project has no active prompts to run.' : 'The prompt is inactive.',
    );
  }
  const readiness = await engineReadiness(services, state.organizationId, engines, state.simulated);
  const lacking = readiness.filter((r) => !r.ready).map((r) => r.engine);
  if (lacking.length === engines.length) {
    throw new ValidationError(
      `No credentials for ${lacking.join(', ')}: add a key under Organization → AI engines, or use the simulator.`,
      [
        {
          path: ['data', 'engines'],
          message: `no credentials for ${lacking.join(', ')}`,
          name: 'ValidationError',
          value: lacking,
        },
      ],
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
      ...(options.engines ? { engines } : {}),
    },
    {
      orgDailyRunQuota: collection.orgDailyRunQuota,
      runNowCooldownSeconds: collection.runNowCooldownSeconds,
    },
  );
  if (planned.refused?.reason === 'budget_reached')
    await notifyBudgetReached(services, projectId, planned.refused);
  if (planned.refused) throw collectRefusedError(planned.refused);
  await services.jobs.enqueueRuns(planned.pending);
  return { collect: planned.documentId, day, planned: planned.planned, engines };
}

/** The engines to ask: the project's, or the subset named (each one of the project's, else a ValidationError). */
function chosenEngines(
  projectEngines: readonly string[],
  subset: readonly EngineId[] | undefined,
): EngineId[] {
  const own = [...new Set(projectEngines)] as EngineId[];
  if (!subset) return own;
  const unknown = subset.filter((engine) => !own.includes(engine));
  if (unknown.length > 0) {
    throw new ValidationError(`Not engines of this project: ${unknown.join(', ')}`, [
      {
        path: ['data', 'engines'],
        message: `must be engines of the project (${own.join(', ')})`,
        name: 'ValidationError',
        value: unknown,
      },
    ]);
  }
  return own.filter((engine) => subset.includes(engine));
}
