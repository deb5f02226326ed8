import {
  AlertRuleBody,
  AlertRuleListResponse,
  AlertRuleResponse,
  AlertSettingsBody,
  AlertSettingsResponse,
  NotificationListQuery,
  NotificationListResponse,
  NotificationsReadBody,
} from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { deleteAlertRule, listAlertRules, saveAlertRule } from '../use-cases/alerts/alert-rules.ts';
import {
  getAlertSettings,
  listNotifications,
  putAlertSettings,
  readNotifications,
} from '../use-cases/alerts/notifications.ts';

const Params = z.object({ id: z.string().min(1).max(64) });
const RuleParams = Params.extend({ ruleId: z.string().min(1).max(64) });

/**
 * Alerts: a project's alert rules (members read, editors write), the caller's notifications, and how the caller
 * wants alerts from an organization.
 */
export const alertRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/v1/projects/:id/alert-rules',
    { schema: { params: Params, response: { 200: AlertRuleListResponse } } },
    (request) => listAlertRules(services, requireAuth(request), request.params.id),
  );
  app.post(
    '/v1/projects/:id/alert-rules',
    { schema: { params: Params, body: AlertRuleBody, response: { 200: AlertRuleResponse } } },
    (request) => saveAlertRule(services, requireAuth(request), request.params.id, undefined, request.body),
  );
  app.put(
    '/v1/projects/:id/alert-rules/:ruleId',
    { schema: { params: RuleParams, body: AlertRuleBody, response: { 200: AlertRuleResponse } } },
    (request) =>
      saveAlertRule(services, requireAuth(request), request.params.id, request.params.ruleId, request.body),
  );
  app.delete('/v1/projects/:id/alert-rules/:ruleId', { schema: { params: RuleParams } }, async (request) => {
    await deleteAlertRule(services, requireAuth(request), request.params.id, request.params.ruleId);
    return { data: null, meta: {} };
  });

  app.get(
    '/v1/notifications',
    { schema: { querystring: NotificationListQuery, response: { 200: NotificationListResponse } } },
    (request) => listNotifications(services, requireAuth(request), request.query),
  );
  app.post('/v1/notifications/read', { schema: { body: NotificationsReadBody } }, (request) =>
    readNotifications(services, requireAuth(request), request.body),
  );

  app.get(
    '/v1/organizations/:id/alert-settings',
    { schema: { params: Params, response: { 200: AlertSettingsResponse } } },
    (request) => getAlertSettings(services, requireAuth(request), request.params.id),
  );
  app.put(
    '/v1/organizations/:id/alert-settings',
    { schema: { params: Params, body: AlertSettingsBody, response: { 200: AlertSettingsResponse } } },
    (request) => putAlertSettings(services, requireAuth(request), request.params.id, request.body.data),
  );
};
