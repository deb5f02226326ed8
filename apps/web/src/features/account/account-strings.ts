import type { i18n as I18n } from 'i18next';

/**
 * Strings of the profile screens (profile, profile edit, password), added under `account.` next to the common account
 * strings (lib/i18n/resources/account.ts) when a profile screen's chunk loads. English must have the same keys.
 */
export const accountScreensKo = {
  profile: {
    edit: '프로필 수정',
    username: '사용자 이름',
    email: '이메일',
    locale: '인터페이스 언어',
    timezone: '시간대',
    organizations: '소속 조직',
    organization: '조직',
    role: '역할',
    noOrganizations: '아직 소속된 조직이 없습니다.',
    switchTo: '전환',
    selected: '선택됨',
    developer: '개발자',
  },
  edit: {
    navigation: '프로필 설정 메뉴',
    tabs: { index: '요약', general: '일반' },
    summaryText: '계정 설정을 한눈에 확인하고 필요한 항목을 바꾸세요.',
    generalTitle: '기본 정보',
    generalText: '사용자 이름, 아바타, 인터페이스 언어와 시간대',
    passwordTitle: '비밀번호',
    passwordText: '로그인 비밀번호를 바꾸면 다른 기기의 세션은 로그아웃됩니다.',
    avatarSet: '업로드한 이미지',
    avatarInitials: '이니셜',
    open: '수정하기',
  },
  general: {
    heading: '기본 정보',
    username: '사용자 이름',
    avatar: '아바타 이미지',
    avatarPlaceholder: '이미지 선택',
    avatarHint: 'PNG, JPEG, WebP, GIF · 5MB 이하',
    language: '인터페이스 언어',
    timezone: '시간대',
    timezoneHint: '날짜와 시간을 이 시간대로 표시합니다.',
    noTimezone: '일치하는 시간대가 없습니다',
    savedText: '프로필을 저장했습니다.',
  },
  password: {
    heading: '비밀번호 변경',
    current: '현재 비밀번호',
    new: '새 비밀번호',
    confirm: '새 비밀번호 확인',
    hint: '8자 이상',
    submit: '비밀번호 변경',
    changed: '비밀번호를 변경했습니다',
    changedText: '이전 비밀번호와 다른 기기의 로그인은 더 이상 쓸 수 없습니다.',
  },
};

export const accountScreensEn: typeof accountScreensKo = {
  profile: {
    edit: 'Edit profile',
    username: 'Username',
    email: 'E-mail',
    locale: 'Interface language',
    timezone: 'Timezone',
    organizations: 'Organizations',
    organization: 'Organization',
    role: 'Role',
    noOrganizations: 'You are not a member of any organization yet.',
    switchTo: 'Switch',
    selected: 'Selected',
    developer: 'Developer',
  },
  edit: {
    navigation: 'Profile settings menu',
    tabs: { index: 'Summary', general: 'General' },
    summaryText: 'Your account settings at a glance; change what you need.',
    generalTitle: 'Basic information',
    generalText: 'Username, avatar, interface language and timezone',
    passwordTitle: 'Password',
    passwordText: 'Changing your password signs out your sessions on other devices.',
    avatarSet: 'Uploaded image',
    avatarInitials: 'Initials',
    open: 'Edit',
  },
  general: {
    heading: 'Basic information',
    username: 'Username',
    avatar: 'Avatar image',
    avatarPlaceholder: 'Choose an image',
    avatarHint: 'PNG, JPEG, WebP, GIF · up to 5 MB',
    language: 'Interface language',
    timezone: 'Timezone',
    timezoneHint: 'Dates and times are shown in this timezone.',
    noTimezone: 'No matching timezone',
    savedText: 'Your profile was saved.',
  },
  password: {
    heading: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    hint: 'At least 8 characters',
    submit: 'Change password',
    changed: 'Password changed',
    changedText: 'The old password and sign-ins on other devices no longer work.',
  },
};

/** Adds the profile screens' strings to both languages (once; later calls change nothing). */
export function registerAccountStrings(i18n: I18n): void {
  if (i18n.exists('account.profile.edit')) return;
  i18n.addResourceBundle('ko', 'translation', { account: accountScreensKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { account: accountScreensEn }, true, false);
}
