import { intentSources, intents, memberRoles, ownedMediaKinds, projectStatuses } from '@sightline/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

export const memberRole = pgEnum('member_role', memberRoles);
export const projectStatus = pgEnum('project_status', projectStatuses);
export const ownedMediaKind = pgEnum('owned_media_kind', ownedMediaKinds);
export const promptIntent = pgEnum('prompt_intent', intents);
export const intentSource = pgEnum('intent_source', intentSources);
