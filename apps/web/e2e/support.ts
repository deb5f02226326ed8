import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import type { CreateProjectData } from '@sightline/contracts';

export const mailDir = join(process.env.E2E_DATA_DIR ?? join('test-results', 'e2e-data'), 'mail');
let counter = 0;

/** A fresh, unique account name for one test. */
export function uniqueUser(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.com`, password: 'correct horse battery' };
}

export interface Session {
  jwt: string;
  user: {
    id: number;
    username: string;
    email: string;
    lastSelectedMemberId: number;
    lastSelectedWorkspaceId: number;
    lastSelectedOrganizationId: number;
  };
}

/** Registers through the API (fast), for tests whose subject is not the sign-up form. */
export async function registerByApi(
  request: APIRequestContext,
  account = uniqueUser(),
): Promise<Session & { password: string }> {
  const res = await request.post('/api/auth/local/register', { data: account });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...((await res.json()) as Session), password: account.password };
}

/** Puts the session token in the browser's cookie, as signing in does. */
export async function useSession(context: BrowserContext, baseURL: string, jwt: string, locale = 'ko') {
  await context.addCookies([
    { name: 'sightline_jwt', value: jwt, url: baseURL },
    { name: 'i18n_redirected', value: locale, url: baseURL },
  ]);
}

/** What `POST /api/v1/projects` accepts as its `data` (the schema's input: fields with defaults may be left out). */
type CreateProjectInput = (typeof CreateProjectData)['_zod']['input'];

/** Project fields a test sets beyond the name (engines, queries, brandName, competitors, samplesPerRun, …). */
export type ProjectFields = Partial<Omit<CreateProjectInput, 'member' | 'workspace' | 'name'>>;

/**
 * Creates a project through the API in the session's workspace. By default it has one prompt (`${name} prompt`: a
 * project needs at least one) and the brand `${name} brand`; `fields` replace those and add any other project field.
 */
/**
 * A daily collect time twelve hours from now in the project's timezone: a test's counts never meet the scheduled
 * collect (the default 09:00 Seoul once added a third collect to a test run at 09:00).
 */
function scheduleAwayFromNow(timeZone = 'Asia/Seoul'): string {
  const later = new Date(Date.now() + 12 * 3_600_000);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(later);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

export async function createProjectByApi(
  request: APIRequestContext,
  session: Session,
  name: string,
  fields: ProjectFields = {},
) {
  const res = await request.post('/api/v1/projects', {
    headers: { authorization: `Bearer ${session.jwt}` },
    data: {
      data: {
        member: session.user.lastSelectedMemberId,
        workspace: session.user.lastSelectedWorkspaceId,
        name,
        brandName: `${name} brand`,
        queries: [{ text: `${name} prompt` }],
        scheduleTime: scheduleAwayFromNow(fields.timezone),
        ...fields,
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as { id: number; documentId: string; name: string };
}

/**
 * Makes a project the user's remembered selection, as opening its page does, without that page load: for tests whose
 * subject is another screen of the selected project (opening a project is tested in projects.spec.ts and home.spec.ts).
 */
export async function selectProject(request: APIRequestContext, session: Session, projectId: number) {
  const saved = await request.put(`/api/v1/users/${session.user.id}`, {
    headers: { authorization: `Bearer ${session.jwt}` },
    data: { data: { lastSelectedProjectId: projectId } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

export interface Mail {
  subject: string;
  text: string;
}

/** The newest mail to `address` in the mail folder, if one is there (a file still being written is not yet). */
async function newestMailTo(address: string): Promise<Mail | undefined> {
  const files = (await readdir(mailDir).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    // The server writes each mail in place: a file caught half-written does not parse yet, and is read again.
    const mail = await readFile(join(mailDir, file), 'utf8')
      .then((text) => JSON.parse(text) as Mail & { to?: Array<{ address: string }> })
      .catch(() => undefined);
    if (mail?.to?.some((t) => t.address === address)) return mail;
  }
  return undefined;
}

/**
 * The newest e-mail written to the server's mail folder for an address. Mail is sent after the server has answered
 * (so that answers take the same time whether or not an account exists): this waits until it is there, for as long
 * as the test may run.
 */
export async function lastMailTo(address: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        mail = await newestMailTo(address);
        return mail !== undefined;
      },
      { message: `a mail to ${address} in ${mailDir}`, timeout: 0, intervals: [50, 100, 250] },
    )
    .toBe(true);
  return mail!;
}

/** Signs in through the form. */
export async function signInWithForm(
  page: Page,
  identifier: string,
  password: string,
  labels = { id: '이메일 또는 사용자 이름', password: '비밀번호', submit: '로그인' },
) {
  await page.getByLabel(labels.id).fill(identifier);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** A real 16×16 PNG (solid violet), for upload tests. */
export const violetPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGMo8HhBEmIY1TCqYfhqAACwVKAQXPRRVgAAAABJRU5ErkJggg==',
  'base64',
);

/** The local day of the project timezone the tests use (Asia/Seoul), as `YYYY-MM-DD`. */
export const seoulToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

export interface CollectOfToday {
  status: string;
  chats: Array<{ documentId: string; status: 'ok' | 'no_answer' }>;
}

/** Successful answers among the collects' chats: the n the analytics count (the simulator sometimes answers nothing). */
export const answeredCount = (collects: CollectOfToday[]) =>
  collects.flatMap((c) => c.chats).filter((chat) => chat.status === 'ok').length;

/**
 * Starts "collect now" for a project through the API and waits until today's collects read `expected`
 * (`status:chats` per collect, e.g. `completed:6`, or a pattern of it), for as long as the test may run; answers the
 * collects as they then are.
 */
export async function collectNowAndWait(
  request: APIRequestContext,
  session: Session,
  projectDocumentId: string,
  expected: string | RegExp,
): Promise<CollectOfToday[]> {
  const headers = { authorization: `Bearer ${session.jwt}` };
  const collect = await request.post(`/api/v1/projects/${projectDocumentId}/collect`, { headers });
  expect(collect.ok(), await collect.text()).toBe(true);
  let collects: CollectOfToday[] = [];
  await expect
    .poll(
      async () => {
        const [y, m, d] = seoulToday().split('-');
        const day = await request.get(`/api/v1/projects/${projectDocumentId}/collects/${y}/${m}/${d}`, {
          headers,
        });
        collects = (await day.json()).data as CollectOfToday[];
        return collects.map((c) => `${c.status}:${c.chats.length}`).join(',');
      },
      // Until the test's own deadline: a loaded machine collects more slowly, which must not fail the test.
      { timeout: 0 },
    )
    .toMatch(typeof expected === 'string' ? new RegExp(`^${expected}$`) : expected);
  return collects;
}
