import {
  type AlertRuleBody,
  type AlertRuleListResponse,
  type AlertRuleResponse,
  maxAlertRulesPerProject,
  NotFoundError,
  ValidationError,
} from '@sightline/contracts';
import {
  type AlertRuleInput,
  type AuthContext,
  deleteAlertRule as deleteAlertRuleRow,
  findAnalyticsProject,
  findProjectAlertRule,
  findProjectWatch,
  insertAlertRule,
  lastAlertDays,
  listProjectAlertRules,
  updateAlertRule,
} from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { invalidBodyField } from '../watches/invalid-body-field.ts';
import { buildAlertRule } from './build-alert-rule.ts';

/** `GET /api/v1/projects/:id/alert-rules`: the project's alert rules, each with the last day it fired. */
export async function listAlertRules(
  services: Services,
  auth: AuthContext,
  projectKey: string,
): Promise<AlertRuleListResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const rows = await listProjectAlertRules(services.db, project.id);
  const [analytics, fired] = await Promise.all([
    findAnalyticsProject(services.db, project.id),
    lastAlertDays(
      services.db,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    data: rows.map((row) => buildAlertRule(row, analytics?.brands ?? [], fired.get(row.id) ?? null)),
    meta: { maxRules: maxAlertRulesPerProject },
  };
}

/**
 * `POST /api/v1/projects/:id/alert-rules` and `PUT …/alert-rules/:ruleId`: an editor creates or changes a rule on a
 * watch of the project or on one of its tracked brands (anything else is a 400 naming the field).
 */
export async function saveAlertRule(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  ruleKey: string | undefined,
  body: AlertRuleBody,
): Promise<AlertRuleResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'editContent');
  const { data } = body;
  const brands = (await findAnalyticsProject(services.db, project.id))?.brands ?? [];
  let watchId: number | null = null;
  if (data.watch) {
    const watch = await findProjectWatch(services.db, project.id, data.watch);
    if (!watch) invalidBodyField(['data', 'watch'], `The project has no watch ${data.watch}`, data.watch);
    watchId = watch.id;
  }
  if (data.brand && !brands.some((b) => b.key === data.brand)) {
    const known = brands.map((b) => `${b.key} (${b.name})`).join(', ');
    invalidBodyField(['data', 'brand'], `A rule follows one of the project's brands: ${known}`, data.brand);
  }
  const input: AlertRuleInput = {
    name: data.name,
    watchId,
    brandKey: data.brand ?? null,
    condition: data.condition,
    threshold: data.condition === 'below' || data.condition === 'above' ? (data.threshold ?? null) : null,
    windowDays: data.windowDays ?? 7,
    active: data.active ?? true,
  };
  let documentId: string;
  if (ruleKey === undefined) {
    if ((await listProjectAlertRules(services.db, project.id)).length >= maxAlertRulesPerProject) {
      throw new ValidationError(
        `A project has at most ${maxAlertRulesPerProject} alert rules; delete one first`,
      );
    }
    documentId = await insertAlertRule(
      services.db,
      { organizationId: project.organizationId, projectId: project.id, createdBy: auth.user.id },
      input,
    );
  } else {
    const rule = await findProjectAlertRule(services.db, project.id, ruleKey);
    if (!rule) throw new NotFoundError('Alert rule not found');
    await updateAlertRule(services.db, rule.id, input);
    documentId = rule.documentId;
  }
  const saved = await findProjectAlertRule(services.db, project.id, documentId);
  const fired = await lastAlertDays(services.db, [saved!.id]);
  return { data: buildAlertRule(saved!, brands, fired.get(saved!.id) ?? null) };
}

/** `DELETE /api/v1/projects/:id/alert-rules/:ruleId` (editors). */
export async function deleteAlertRule(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  ruleKey: string,
): Promise<void> {
  const project = await findProjectFor(services, auth, projectKey, 'editContent');
  const rule = await findProjectAlertRule(services.db, project.id, ruleKey);
  if (!rule) throw new NotFoundError('Alert rule not found');
  await deleteAlertRuleRow(services.db, rule.id);
}
