import type {
  ConnectableEngineId,
  EngineConnection,
  EngineConnectionData,
  EngineConnectionTestResult,
  SentimentJudge,
  SentimentJudgeData,
} from '@sightline/contracts';
import { api, type Single } from '../../lib/api/api-client.ts';

/**
 * The calls of the AI engines screen (`/organization/engines`). Keys go to the server and never come back: it
 * answers with their mask only. The calls are silent: the screen shows failures itself.
 */
export const engineConnectionCalls = {
  list: (organizationId: number) =>
    api<{ data: EngineConnection[] }>(`/v1/organizations/${organizationId}/engine-connections`).then(
      (r) => r.data,
    ),

  /** An omitted field keeps what is saved; `null` clears a base URL or model. */
  save: (organizationId: number, engine: ConnectableEngineId, data: EngineConnectionData) =>
    api<Single<EngineConnection>>(`/v1/organizations/${organizationId}/engine-connections/${engine}`, {
      method: 'PUT',
      json: { data },
      silent: true,
    }).then((r) => r.data),

  remove: (organizationId: number, engine: ConnectableEngineId) =>
    api<Single<EngineConnection>>(`/v1/organizations/${organizationId}/engine-connections/${engine}`, {
      method: 'DELETE',
      silent: true,
    }).then((r) => r.data),

  /** Asks the engine a tiny prompt with the saved credentials, or with unsaved ones when `data` is given. */
  test: (organizationId: number, engine: ConnectableEngineId, data?: EngineConnectionData) =>
    api<Single<EngineConnectionTestResult>>(
      `/v1/organizations/${organizationId}/engine-connections/${engine}/test`,
      { method: 'POST', json: data ? { data } : {}, silent: true },
    ).then((r) => r.data),

  /** The organization's judged-sentiment setting, with how many answers were judged and what it cost. */
  judge: (organizationId: number) =>
    api<Single<SentimentJudge>>(`/v1/organizations/${organizationId}/sentiment-judge`).then((r) => r.data),

  saveJudge: (organizationId: number, data: SentimentJudgeData) =>
    api<Single<SentimentJudge>>(`/v1/organizations/${organizationId}/sentiment-judge`, {
      method: 'PUT',
      json: { data },
      silent: true,
    }).then((r) => r.data),
};
