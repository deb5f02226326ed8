import { z } from 'zod';
import {
  connectableEngineIds,
  engineIds,
  intentSources,
  intents,
  locales,
  memberRoles,
  ownedMediaKinds,
  projectStatuses,
  reportDetails,
} from './constants.ts';

export * from './constants.ts';

export const MemberRole = z.enum(memberRoles);
export type MemberRole = z.infer<typeof MemberRole>;
export const EngineId = z.enum(engineIds);
export type EngineId = z.infer<typeof EngineId>;
/** An engine that takes credentials (every engine but `simulated`). */
export const ConnectableEngineId = z.enum(connectableEngineIds);
export type ConnectableEngineId = z.infer<typeof ConnectableEngineId>;
export const ProjectStatus = z.enum(projectStatuses);
export type ProjectStatus = z.infer<typeof ProjectStatus>;
export const OwnedMediaKind = z.enum(ownedMediaKinds);
export type OwnedMediaKind = z.infer<typeof OwnedMediaKind>;
export const Intent = z.enum(intents);
export type Intent = z.infer<typeof Intent>;
export const IntentSource = z.enum(intentSources);
export type IntentSource = z.infer<typeof IntentSource>;
export const Locale = z.enum(locales);
export type Locale = z.infer<typeof Locale>;
export const ReportDetail = z.enum(reportDetails);
export type ReportDetail = z.infer<typeof ReportDetail>;
