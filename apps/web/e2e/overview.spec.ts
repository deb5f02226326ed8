import { expect } from '@playwright/test';
import type { WorkspaceOverview } from '@sightline/contracts';
import { test } from './fixtures.ts';
import { collectNowAndWait, createProjectByApi, registerByApi, type Session, useSession } from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });

test('in English, the overview lists every project of the workspace with the API numbers and opens its dashboard', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  await useSession(context, baseURL!, session.jwt, 'en');
  // An empty workspace: the way to the first project.
  await page.goto('/overview');
  await expect(page.getByTestId('empty-state')).toContainText('This workspace has no projects yet.');
  await expect(page.getByTestId('overview-create-project')).toBeVisible();

  const quiet = await createProjectByApi(request, session, 'Quiet project', { engines: ['simulated'] });
  const busy = await createProjectByApi(request, session, 'Busy project', {
    engines: ['simulated'],
    samplesPerRun: 2,
    queries: [{ text: 'best coffee brands in Seoul', language: 'en' }],
  });
  await collectNowAndWait(request, session, busy.documentId, 'completed:2');
  const workspace = await request.get(`/api/workspaces/${session.user.lastSelectedWorkspaceId}`, {
    headers: auth(session),
  });
  const workspaceId = ((await workspace.json()).data as { documentId: string }).documentId;
  const res = await request.get(`/api/v1/workspaces/${workspaceId}/overview`, { headers: auth(session) });
  expect(res.ok(), await res.text()).toBe(true);
  const overview = (await res.json()).data as WorkspaceOverview;
  const busyRow = overview.projects.find((p) => p.documentId === busy.documentId)!;
  expect(busyRow.last7.n).toBeGreaterThan(0);

  await page.goto('/overview');
  const rows = page.getByTestId('overview-row');
  await expect(rows).toHaveCount(2);
  const busyLine = rows.filter({ hasText: 'Busy project' });
  // Every rate with its n; below the minimum n no number is read as a result.
  await expect(busyLine.getByTestId('project-visibility-n').first()).toContainText(
    `n = ${busyRow.last7.visibility.n}`,
  );
  await expect(busyLine.getByTestId('project-visibility').first()).toHaveAttribute(
    'data-state',
    'not-enough-data',
  );
  await expect(busyLine.getByTestId('overview-simulated')).toHaveText('Simulated data');
  await expect(busyLine.getByTestId('sparkline')).toBeVisible();
  await expect(
    rows.filter({ hasText: 'Quiet project' }).getByTestId('project-visibility').first(),
  ).toHaveText('No answers');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

  // A row opens that project's dashboard, selected.
  await busyLine.getByTestId('overview-name').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('project-header')).toContainText('Busy project');
  expect(quiet.documentId).not.toBe(busy.documentId);
});
