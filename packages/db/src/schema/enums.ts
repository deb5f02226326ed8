import {
  intentSources,
  intents,
  memberRoles,
  ownedMediaKinds,
  projectStatuses,
  reportDetails,
} from '@sightline/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

export const memberRole = pgEnum('member_role', memberRoles);
export const projectStatus = pgEnum('project_status', projectStatuses);
export const ownedMediaKind = pgEnum('owned_media_kind', ownedMediaKinds);
export const promptIntent = pgEnum('prompt_intent', intents);
export const intentSource = pgEnum('intent_source', intentSources);
export const reportDetail = pgEnum('report_detail', reportDetails);
export const collectStatus = pgEnum('collect_status', [
  'scheduled',
  'running',
  'completed',
  'partial',
  'failed',
]);
export const collectTrigger = pgEnum('collect_trigger', ['schedule', 'manual', 'backfill']);
export const runStatus = pgEnum('run_status', ['queued', 'running', 'succeeded', 'failed']);
export const chatStatus = pgEnum('chat_status', ['ok', 'no_answer']);
