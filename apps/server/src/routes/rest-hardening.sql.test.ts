import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { leakedMarkers, seedThreeTenants, type ThreeTenants } from '#testing/three-tenants.ts';

type Doc = Record<string, unknown> & { id: number };

describe.each(testDatabaseKinds())('REST query hardening on %s', (kind) => {
  let t: TestApp;
  let s: ThreeTenants;
  const get = (jwt: string, url: string) => t.as(jwt, { method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await seedThreeTenants(t);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('populate and relation filters stay in the caller organizations (finding 2)', () => {
    it("shows a co-member's memberships only in the caller's organizations", async () => {
      const res = await get(
        s.alice.jwt,
        '/api/sightline-members?populate[user][populate][members][populate][sightline_organization]=true&pagination[pageSize]=500',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(leakedMarkers(res.body, s.zuluMarkers)).toEqual([]);
      const mine = [s.alice.organizationId, s.bob.organizationId];
      const members = res.json().data as Array<
        Doc & { user: { members: Array<{ organizationId: number }> } }
      >;
      const bobInBravo = members.find((m) => m.id === s.bob.memberId)!;
      expect(bobInBravo.user.members.map((m) => m.organizationId)).toEqual([s.bob.organizationId]);
      for (const member of members) {
        for (const membership of member.user.members) expect(mine).toContain(membership.organizationId);
      }
    });

    it("tells a co-member of one organization nothing of the caller's other organization", async () => {
      const res = await get(
        s.mallory.jwt,
        `/api/sightline-members?filters[sightline_organization][id][$eq]=${s.alice.organizationId}&populate[user][populate][members][populate][sightline_organization]=true`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('Bravo');
      const alice = (res.json().data as Array<Doc & { user: Doc }>).find((m) => m.userId === s.alice.userId)!;
      expect(alice.user.members).toEqual([
        expect.objectContaining({ organizationId: s.alice.organizationId }),
      ]);
      // The remembered selection of another user is theirs alone (it may name an organization of theirs only).
      expect(alice.user.lastSelectedOrganizationId).toBeNull();
      const bob = await get(s.alice.jwt, `/api/sightline-members/${s.bob.memberId}?populate=user`);
      expect(bob.json().data.user.lastSelectedOrganizationId).toBeNull();
      const own = await get(s.alice.jwt, `/api/sightline-members/${s.alice.memberId}?populate=user`);
      expect(own.json().data.user.lastSelectedOrganizationId).toBe(s.alice.organizationId);
    });

    it('filters through relations with the target scope, so they cannot probe another organization', async () => {
      const probe = await get(
        s.alice.jwt,
        '/api/sightline-members?filters[user][members][sightline_organization][name][$eq]=Zulu%20Org',
      );
      expect(probe.statusCode, probe.body).toBe(200);
      expect(probe.json().data).toEqual([]);
      const byBobsId = await get(
        s.alice.jwt,
        `/api/sightline-members?filters[user][lastSelectedOrganizationId][$eq]=${s.zed.organizationId}`,
      );
      expect(byBobsId.json().data).toEqual([]);
      const workspaces = await get(
        s.alice.jwt,
        '/api/workspaces?filters[sightline_organization][members][user][username][$eq]=zuluzed',
      );
      expect(workspaces.json().data).toEqual([]);
      const byEmail = await get(
        s.alice.jwt,
        '/api/sightline-members?filters[user][email][$eq]=bob@example.com',
      );
      expect((byEmail.json().data as Doc[]).map((m) => m.id)).toEqual([s.bob.memberId]);
    });

    it('refuses populate deeper than three relations, naming populate (the reported chain included)', async () => {
      const chain =
        '/api/sightline-members?populate[user][populate][members][populate][sightline_organization][populate][members][populate][user]=true';
      const res = await get(s.alice.jwt, chain);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ name: 'ValidationError' });
      expect(res.json().error.message).toMatch(
        /^populate\.user\.populate\.members\.populate\.sightline_organization\.populate/,
      );
      const deepFilter = await get(
        s.alice.jwt,
        '/api/projects?filters[workspace][sightline_organization][members][user][username][$eq]=x',
      );
      expect(deepFilter.statusCode).toBe(400);
      expect(deepFilter.json().error.message).toMatch(
        /^filters\.workspace\.sightline_organization\.members\.user/,
      );
    });
  });

  describe('filters through list relations (finding 8)', () => {
    it('finds the documents whose tags or prompts match, within the caller organizations', async () => {
      const names = async (query: string) => {
        const res = await get(s.alice.jwt, `/api/projects?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data as Array<{ name: string }>).map((p) => p.name);
      };
      expect(await names('filters[tags][name][$eq]=alphatag')).toEqual(['alpha project']);
      expect(await names('filters[queries][text][$contains]=bravo%20prompt')).toEqual(['bravo project']);
      expect(
        await names('filters[tags][name][$in][0]=alphatag&filters[tags][name][$in][1]=bravotag'),
      ).toEqual(['alpha project', 'bravo project']);
      expect(await names('filters[$not][tags][name][$eq]=alphatag')).toEqual(['bravo project']);
      expect(await names('filters[tags][name][$eq]=zulutag')).toEqual([]);
      const orgs = await get(
        s.alice.jwt,
        '/api/sightline-organizations?filters[workspaces][name][$containsi]=bravo',
      );
      expect((orgs.json().data as Array<{ name: string }>).map((o) => o.name)).toEqual(['Bravo Org']);
    });
  });

  describe('bad input answers 400 naming the field, never 500 (finding 8)', () => {
    const cases: Array<[string, RegExp]> = [
      ['/api/projects?filters[id][$eqi]=1', /filters\.id\.\$eqi/],
      ['/api/projects?filters[samplesPerRun][$contains]=1', /filters\.samplesPerRun\.\$contains/],
      ['/api/projects?filters[createdAt][$startsWith]=2024', /filters\.createdAt\.\$startsWith/],
      ['/api/projects?filters[simulated][$containsi]=t', /filters\.simulated\.\$containsi/],
      ['/api/projects?filters[status][$eqi]=active', /filters\.status\.\$eqi/],
      ['/api/projects?filters[id][$eq]=9223372036854775808', /filters\.id\.\$eq/],
      ['/api/projects?filters[samplesPerRun][$gt]=1e30', /filters\.samplesPerRun\.\$gt/],
      ['/api/projects?filters[samplesPerRun][$eq]=1.5', /filters\.samplesPerRun\.\$eq/],
      ['/api/projects?pagination[start]=1e19', /pagination\.start/],
      ['/api/projects?pagination[pageSize]=1e400', /pagination\.pageSize/],
      ['/api/projects?pagination[page]=99999999999', /pagination\.page/],
      ['/api/projects/9223372036854775808', /\bid\b/],
      ['/api/projects/a%00b', /params\.id/],
      ['/api/projects?filters[name][$eq]=a%00b', /query\.filters\.name\.\$eq/],
      ['/api/projects?sort=name%00:asc', /query\.sort/],
      ['/api/projects?fields=constructor', /fields/],
      ['/api/projects?fields[0]=__proto__', /fields/],
      ['/api/projects?sort=toString:asc', /sort/],
      ['/api/projects?sort=hasOwnProperty', /sort/],
      ['/api/projects?populate=constructor', /populate\.constructor/],
      ['/api/projects?populate[toString]=true', /populate\.toString/],
      ['/api/projects?populate=__proto__', /populate\.__proto__/],
      ['/api/projects?filters[constructor][$eq]=1', /filters\.constructor/],
      ['/api/projects?filters[hasOwnProperty]=1', /filters\.hasOwnProperty/],
      ['/api/projects?filters[name][toString]=1', /filters\.name\.toString/],
      ['/api/projects?filters[createdAt][$gt]=99999-01-01', /filters\.createdAt\.\$gt/],
      ['/api/projects?filters[createdAt][$gt]=-infinity', /filters\.createdAt\.\$gt/],
      ['/api/projects?filters[createdAt][$lt]=0000-00-00', /filters\.createdAt\.\$lt/],
      ['/api/projects?filters[createdAt][$lt]=-271821-04-20', /filters\.createdAt\.\$lt/],
    ];
    it.each(cases)('GET %s', async (url, field) => {
      const res = await get(s.alice.jwt, url);
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json();
      expect(error.name).toBe('ValidationError');
      expect(`${error.message} ${JSON.stringify(error.details)}`).toMatch(field);
    });

    it('refuses a NUL character in a JSON body string, naming the field', async () => {
      const res = await t.as(s.alice.jwt, {
        method: 'PUT',
        url: `/api/v1/projects/${s.alice.projectDocumentId}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"data":{"name":"a\\u0000b"}}',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        name: 'ValidationError',
        message: expect.stringMatching(/body\.data\.name/),
      });
    });

    it('answers 400 to malformed multipart bodies on the upload routes', async () => {
      const boundary = 'sightlineboundary';
      const part = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const bodies: Array<[string, string]> = [
        [
          'a boundary the body does not use',
          `--other\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--other--\r\n`,
        ],
        ['a truncated body', `${part('data', '{"name":"x"}').slice(0, 40)}`],
        ['no parts at all', `--${boundary}--\r\n`],
        ['a malformed part header', `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`],
        ['data that is not JSON', `${part('data', '{nope')}--${boundary}--\r\n`],
        ['a NUL in the data JSON', `${part('data', '{"data":"a\\u0000b"}')}--${boundary}--\r\n`],
      ];
      const routes: Array<['POST' | 'PUT', string]> = [
        ['POST', '/api/v1/projects'],
        ['PUT', `/api/v1/projects/${s.alice.projectDocumentId}`],
        ['PUT', `/api/v1/users/${s.alice.userId}`],
      ];
      for (const [method, url] of routes) {
        for (const [what, payload] of bodies) {
          const res = await t.as(s.alice.jwt, {
            method,
            url,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload,
          });
          expect(res.statusCode, `${method} ${url} with ${what}: ${res.body}`).toBe(400);
          expect(res.json().error.name).toBe('ValidationError');
        }
      }
      const noBoundary = await t.as(s.alice.jwt, {
        method: 'POST',
        url: '/api/v1/projects',
        headers: { 'content-type': 'multipart/form-data' },
        payload: part('data', '{}'),
      });
      expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    });
  });

  describe('response size (finding 4)', () => {
    it('bounds a populated list of a project with 1,000 prompts, and still gives one project all its prompts', async () => {
      const db = t.database.db;
      await db.insert(schema.prompts).values(
        Array.from({ length: 998 }, (_, i) => ({
          organizationId: s.alice.organizationId,
          projectId: s.alice.projectId,
          text: `alpha bulk prompt ${i} ${'x'.repeat(200)}`,
        })),
      );
      const amplified = '/api/prompts?populate[project][populate][queries]=true';
      const started = performance.now();
      const page = await get(s.alice.jwt, `${amplified}&filters[project][id][$eq]=${s.alice.projectId}`);
      const elapsed = performance.now() - started;
      expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
      const prompts = page.json().data as Array<{ project: { queries: unknown[] } }>;
      expect(prompts).toHaveLength(25);
      expect(prompts[0]!.project.queries).toHaveLength(100);
      // Before: every prompt carried all 1,000 prompts of its project (52 MB for a page of 100).
      expect(page.body.length).toBeLessThan(1_500_000);
      console.info(`populated page of 25 prompts: ${page.body.length} bytes in ${elapsed.toFixed(0)} ms`);

      const tooMany = await get(s.alice.jwt, `${amplified}&pagination[pageSize]=100`);
      expect(tooMany.statusCode, tooMany.body.slice(0, 300)).toBe(400);
      expect(tooMany.json().error).toMatchObject({
        name: 'ValidationError',
        message: expect.stringMatching(/^populate: the response would hold more than 10000 documents/),
      });

      const one = await get(s.alice.jwt, `/api/v1/projects/${s.alice.projectDocumentId}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data.queries).toHaveLength(1000);
      const list = await get(s.alice.jwt, '/api/projects?populate[queries]=true&populate[tags]=true');
      const alpha = (list.json().data as Array<{ name: string; queries: unknown[]; tags: unknown[] }>).find(
        (p) => p.name === 'alpha project',
      )!;
      expect(alpha.queries).toHaveLength(100);
      expect(alpha.tags).toHaveLength(2);

      const tooWide = await get(
        s.alice.jwt,
        `/api/projects?populate[owner][populate][members][populate]=*&populate[workspace][populate]=*&populate[ownerMember][populate]=*&populate[evaluationItems][populate]=*&populate[queries][populate]=*&populate[tags][populate]=*&populate[competitors][populate]=*&populate[ownedMedia][populate]=*&populate[featureImage]=true`,
      );
      expect(tooWide.statusCode, tooWide.body).toBe(400);
      expect(tooWide.json().error.message).toMatch(/relations can be populated/);
    });
  });
});
