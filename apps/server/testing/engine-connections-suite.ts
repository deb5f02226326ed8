import { AuthResponse, EngineConnection, ErrorEnvelope } from '@sightline/contracts';
import type { DatabaseKind } from '@sightline/db';
import { type MockServer, startMockServer } from '@sightline/engines/testing';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

export interface Account {
  jwt: string;
  email: string;
  organizationId: number;
}

export const ownKey = 'sk-proj-own0123456789abcdef1a2b';
export const envKey = 'sk-env-server0123456789zz9y';

type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the engine-connection tests share; `t`, `owner` and `organization` are fresh for each test. */
export interface EngineConnectionsSuite {
  mock: MockServer;
  t: TestApp;
  owner: Account;
  organization: string;
  signUp(app: TestApp, username: string): Promise<Account>;
  documentIdOf(app: TestApp, who: Account): Promise<string>;
  call(who: Account, method: Verb, path: string, payload?: unknown, app?: TestApp): ReturnType<TestApp['as']>;
  list(who?: Account, app?: TestApp, org?: string): Promise<EngineConnection[]>;
  errorPaths(body: unknown): string[];
  join(role: 'viewer' | 'editor' | 'admin', username: string): Promise<Account>;
}

/**
 * Registers the hooks of an engine-connections test file on one database kind: a loopback mock engine server (the
 * only host the app may reach, as an operator's allow-list would say) and, for each test, an app with an owner who
 * signed up and their organization's document id.
 */
export function useEngineConnectionsSuite(kind: DatabaseKind): EngineConnectionsSuite {
  const s = {
    async signUp(app: TestApp, username: string) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/local/register',
        payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
      });
      const { jwt, user } = AuthResponse.parse(res.json());
      return { jwt, email: user.email, organizationId: user.lastSelectedOrganizationId! };
    },
    async documentIdOf(app: TestApp, who: Account) {
      const res = await app.as(who.jwt, {
        method: 'GET',
        url: `/api/sightline-organizations/${who.organizationId}`,
      });
      return res.json().data.documentId as string;
    },
    call(who: Account, method: Verb, path: string, payload?: unknown, app = s.t) {
      return app.as(who.jwt, {
        method,
        url: `/api/v1/organizations/${path}`,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    async list(who = s.owner, app = s.t, org = s.organization) {
      const res = await s.call(who, 'GET', `${org}/engine-connections`, undefined, app);
      expect(res.statusCode, res.body).toBe(200);
      return EngineConnection.array().parse(res.json().data);
    },
    errorPaths(body: unknown) {
      return ((ErrorEnvelope.parse(body).error.details.errors ?? []) as Array<{ path: string[] }>).map((e) =>
        e.path.join('.'),
      );
    },
    async join(role: 'viewer' | 'editor' | 'admin', username: string) {
      const member = await s.signUp(s.t, username);
      const invite = await s.call(s.owner, 'POST', `${s.organization}/invitations`, {
        data: { email: member.email, role },
      });
      expect(invite.statusCode, invite.body).toBe(200);
      const token = /token=(\S+)/.exec(s.t.mailer.last(member.email)?.text ?? '')?.[1];
      const accepted = await s.t.as(member.jwt, {
        method: 'POST',
        url: '/api/v1/invitations/accept',
        payload: { token },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      return member;
    },
  } as EngineConnectionsSuite;

  beforeAll(async () => {
    s.mock = await startMockServer();
  });
  afterAll(() => s.mock.close());
  beforeEach(async () => {
    s.mock.reset();
    // The loopback mock server is reachable only because the operator allows its exact host and port.
    s.t = await createTestApp(kind, { ENGINE_ALLOWED_HOSTS: new URL(s.mock.url).host });
    s.owner = await s.signUp(s.t, 'owner');
    s.organization = await s.documentIdOf(s.t, s.owner);
  });
  afterEach(async () => {
    await s.t.close();
  });
  return s;
}
