/**
 * Project strings that several screens and the shared ui/ parts use (engine names for ui/EngineLabel, the simulated
 * label, intents for ui/IntentBadge, the delete confirmation of ui/ConfirmDeleteButton). They are in the entry bundle;
 * the project screens' own strings load with them (features/projects/projects-strings.ts). English has the same keys.
 */
export const projectsKo = {
  engines: {
    chatgpt: 'ChatGPT',
    perplexity: 'Perplexity',
    gemini: 'Gemini',
    claude: 'Claude',
    'google-aio': 'Google AI 개요',
    'google-ai-mode': 'Google AI 모드',
    'openai-compatible': 'OpenAI 호환 API',
    simulated: '시뮬레이터',
  },
  simulatedBadge: '시뮬레이션 데이터',
  simulatedHint: '실제 AI 엔진이 아니라 시험용으로 만들어 낸 답변입니다.',
  simulatedProjectHint: '이 프로젝트의 모든 답변은 시뮬레이터가 엔진을 흉내 내어 만든 것입니다 (데모).',
  intents: {
    informational: '정보형',
    commercial: '상업형',
    transactional: '거래형',
    navigational: '탐색형',
    none: '미분류',
  },
  common: {
    delete: '삭제',
    cancel: '취소',
    confirmDelete: '삭제할까요?',
    confirmDeleteText: '되돌릴 수 없습니다.',
    none: '없음',
  },
};

export const projectsEn: typeof projectsKo = {
  engines: {
    chatgpt: 'ChatGPT',
    perplexity: 'Perplexity',
    gemini: 'Gemini',
    claude: 'Claude',
    'google-aio': 'Google AI Overviews',
    'google-ai-mode': 'Google AI Mode',
    'openai-compatible': 'OpenAI-compatible API',
    simulated: 'Simulator',
  },
  simulatedBadge: 'Simulated data',
  simulatedHint: 'Not a real AI engine: made-up answers for trying Sightline out.',
  simulatedProjectHint: 'Every answer in this project is made by the simulator imitating the engines (demo).',
  intents: {
    informational: 'Informational',
    commercial: 'Commercial',
    transactional: 'Transactional',
    navigational: 'Navigational',
    none: 'Not classified',
  },
  common: {
    delete: 'Delete',
    cancel: 'Cancel',
    confirmDelete: 'Delete this?',
    confirmDeleteText: 'This cannot be undone.',
    none: 'None',
  },
};
