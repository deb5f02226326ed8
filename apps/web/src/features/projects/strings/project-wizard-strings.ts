/** Strings of the new-project wizard (steps, their introductions, the review). English has the same keys. */
export const projectWizardKo = {
  wizard: {
    title: '새 프로젝트',
    subtitle: '워크스페이스: {{workspace}}',
    cancel: '취소하고 돌아가기',
    back: '이전',
    next: '다음',
    create: '프로젝트 만들기',
    created: '프로젝트를 만들었습니다',
    createdText: '{{name}} 프로젝트를 선택했습니다.',
    noWorkspace: '선택된 워크스페이스가 없습니다. 먼저 워크스페이스를 고르세요.',
    noPermission: '프로젝트를 만들려면 관리자 이상의 권한이 필요합니다.',
    fixErrors: '표시된 항목을 고친 뒤 다시 만들어 주세요.',
    steps: {
      brand: '브랜드',
      competitors: '경쟁사',
      owned: '자사 도메인',
      prompts: '프롬프트',
      tags: '태그·평가',
      engines: '엔진·일정',
      review: '검토',
    },
    intro: {
      brand: '모니터링할 브랜드와 프로젝트를 소개해 주세요.',
      competitors: '답변에서 함께 비교할 경쟁 브랜드를 추가하세요. 나중에 바꿀 수 있습니다.',
      owned: '답변의 출처로 인용되는지 확인할 자사 사이트의 도메인입니다.',
      prompts: 'AI 엔진에 매일 물어볼 질문입니다. 붙여넣거나 CSV 파일로 올리세요.',
      tags: '태그로 프롬프트를 묶고, 평가 항목으로 답변에서 확인할 관점(가격, 고객 지원 등)을 정하세요.',
      engines: '어떤 엔진에 언제, 몇 번 물어볼지 정하세요.',
      review: '내용을 확인하고 프로젝트를 만드세요.',
    },
  },
  review: {
    project: '프로젝트',
    counts:
      '경쟁사 {{competitors}} · 자사 도메인 {{owned}} · 프롬프트 {{prompts}} · 태그 {{tags}} · 평가 항목 {{items}}',
    schedule: '매일 {{time}} ({{timezone}}) · 실행당 {{samples}}회',
    noImage: '대표 이미지 없음',
  },
};

export const projectWizardEn: typeof projectWizardKo = {
  wizard: {
    title: 'New project',
    subtitle: 'Workspace: {{workspace}}',
    cancel: 'Cancel and go back',
    back: 'Back',
    next: 'Next',
    create: 'Create project',
    created: 'Project created',
    createdText: '{{name}} is now the selected project.',
    noWorkspace: 'No workspace is selected. Choose a workspace first.',
    noPermission: 'Creating projects needs the admin or owner role.',
    fixErrors: 'Fix the highlighted fields, then create the project again.',
    steps: {
      brand: 'Brand',
      competitors: 'Competitors',
      owned: 'Owned domains',
      prompts: 'Prompts',
      tags: 'Tags & evaluation',
      engines: 'Engines & schedule',
      review: 'Review',
    },
    intro: {
      brand: 'Tell us about the brand to monitor and the project.',
      competitors: 'Add the competing brands to compare with in answers. You can change them later.',
      owned: 'Domains of your own sites, to see whether answers cite them.',
      prompts: 'The questions asked to the AI engines every day. Paste them or upload a CSV file.',
      tags: 'Group prompts with tags, and choose evaluation items: aspects (price, support…) to check answers for.',
      engines: 'Which engines to ask, when, and how many times.',
      review: 'Check everything, then create the project.',
    },
  },
  review: {
    project: 'Project',
    counts:
      'Competitors {{competitors}} · Owned domains {{owned}} · Prompts {{prompts}} · Tags {{tags}} · Evaluation items {{items}}',
    schedule: 'Every day at {{time}} ({{timezone}}) · {{samples}} per run',
    noImage: 'No feature image',
  },
};
