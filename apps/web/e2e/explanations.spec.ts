import { checkExplanations } from './explanations-check.ts';
import { withCollectedProject } from './fixtures.ts';
import { type ProjectFields, selectProject, useSession } from './support.ts';

const coffee: ProjectFields = {
  brandName: '오늘커피',
  engines: ['simulated'],
  samplesPerRun: 3,
  competitors: [{ name: '별빛커피' }, { name: '빈브라더스' }],
  ownedMedia: [{ kind: 'domain', value: 'oneulcoffee.kr' }],
  queries: [
    { text: '서울 커피 브랜드 추천' },
    { text: '원두 구독 서비스 비교' },
    { text: '오늘커피 원두 후기' },
  ],
};

const test = withCollectedProject('설명 프로젝트', coffee, /^(completed|partial):\d+$/);

test('every "a of b" on home, dashboard, tracking, citations and the AI overview equals its value, and screens agree', async ({
  page,
  context,
  baseURL,
  request,
  collected: { session, project },
}) => {
  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);

  await checkExplanations(page);
});
