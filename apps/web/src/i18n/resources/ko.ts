/** Korean strings: the default interface language. English (en.ts) must have exactly the same keys. */
export const ko = {
  app: {
    name: 'Sightline',
    slogan: 'AI가 우리 브랜드를 어떻게 말하는지, 한눈에',
    titleSuffix: 'Sightline',
  },
  routes: {
    home: '홈',
    signIn: '로그인',
  },
  locale: {
    label: '언어',
    ko: '한국어',
    en: 'English',
  },
  auth: {
    signIn: {
      heading: '로그인',
      subtitle: '조직의 프로젝트를 보려면 로그인하세요.',
      identifier: '이메일 또는 사용자 이름',
      identifierPlaceholder: 'you@company.com',
      password: '비밀번호',
      submit: '로그인',
    },
  },
  errors: {
    pageNotFound: '페이지를 찾을 수 없습니다',
    pageNotFoundText: '요청하신 페이지를 찾을 수 없습니다. 주소를 확인하거나 잠시 후 다시 시도해 주세요.',
    takeMeBack: '처음으로 돌아가기',
  },
};

export type Resources = typeof ko;
