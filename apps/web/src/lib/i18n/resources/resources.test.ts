import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  accountScreensEn,
  accountScreensKo,
  registerAccountStrings,
} from '../../../features/account/account-strings.ts';
import { authScreensEn, authScreensKo, registerAuthStrings } from '../../../features/auth/auth-strings.ts';
import { enginesEn, enginesKo } from '../../../features/engine-connections/engine-strings.ts';
import {
  organizationEn,
  organizationKo,
  registerOrganizationStrings,
} from '../../../features/organization/organization-strings.ts';
import { collectRefusalEn, collectRefusalKo } from '../../../features/projects/collect-refusal-strings.ts';
import {
  projectScreenStringsEn,
  projectScreenStringsKo,
  registerProjectFormStrings,
} from '../../../features/projects/project-form-strings.ts';
import { registerProjectStrings } from '../../../features/projects/projects-strings.ts';
import { trackingEn, trackingKo } from '../../../features/tracking/tracking-strings.ts';
import { en } from './en.ts';
import { ko } from './ko.ts';

function leaves(value: unknown, path: string[] = []): Array<[string, unknown]> {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [[path.join('.'), value]];
}

describe('interface strings', () => {
  it('has every key in both Korean and English, none of them empty', () => {
    const koLeaves = leaves(ko);
    const enLeaves = leaves(en);
    expect(enLeaves.map(([k]) => k).sort()).toEqual(koLeaves.map(([k]) => k).sort());
    for (const [key, value] of [...koLeaves, ...enLeaves]) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it.each([
    ['tracking', trackingKo, trackingEn],
    ['collect refusal', collectRefusalKo, collectRefusalEn],
    ['engine connection', enginesKo, enginesEn],
    ['project screen', projectScreenStringsKo, projectScreenStringsEn],
    ['profile screen', accountScreensKo, accountScreensEn],
    ['organization screen', organizationKo, organizationEn],
    ['sign-in screen', authScreensKo, authScreensEn],
  ])('has the %s strings (loaded with their screen) in both languages', (_, koStrings, enStrings) => {
    const koLeaves = leaves(koStrings);
    const enLeaves = leaves(enStrings);
    expect(enLeaves.map(([k]) => k).sort()).toEqual(koLeaves.map(([k]) => k).sort());
    for (const [key, value] of [...koLeaves, ...enLeaves]) expect(String(value).trim(), key).not.toBe('');
  });

  it.each([
    ['projects', projectScreenStringsKo, ko.projects],
    ['account', accountScreensKo, ko.account],
    ['auth', authScreensKo, ko.auth],
  ])('adds the %s screen strings next to the common ones without replacing any', (_, screen, common) => {
    const commonKeys = new Set(leaves(common).map(([k]) => k));
    const clashes = leaves(screen)
      .map(([k]) => k)
      .filter((k) => commonKeys.has(k));
    expect(clashes).toEqual([]);
  });

  it('resolves the screen strings once registered, and keeps the common ones of the same block', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { ko: { translation: ko }, en: { translation: en } },
      lng: 'ko',
      fallbackLng: 'ko',
      interpolation: { escapeValue: false },
    });
    expect(i18n.exists('projects.wizard.title')).toBe(false);
    expect(i18n.exists('organization.members.heading')).toBe(false);
    expect(i18n.exists('auth.signIn.heading')).toBe(false);
    // The details page's strings come without the wizard's; the forms' bring both.
    registerProjectStrings(i18n);
    expect(i18n.t('projects.competitors.row', { index: 2 })).toBe('경쟁사 2');
    expect(i18n.exists('projects.wizard.title')).toBe(false);
    for (const register of [
      registerProjectFormStrings,
      registerAccountStrings,
      registerOrganizationStrings,
      registerAuthStrings,
    ]) {
      register(i18n);
      register(i18n);
    }
    expect(i18n.t('projects.wizard.title')).toBe('새 프로젝트');
    expect(i18n.t('projects.common.save')).toBe('저장');
    expect(i18n.t('projects.common.delete')).toBe('삭제');
    expect(i18n.t('projects.engines.google-aio')).toBe('Google AI 개요');
    expect(i18n.t('account.password.heading')).toBe('비밀번호 변경');
    expect(i18n.t('account.roles.owner')).toBe('소유자');
    expect(i18n.t('auth.signIn.heading')).toBe('로그인');
    expect(i18n.t('auth.showPassword')).toBe('비밀번호 보기');
    expect(i18n.t('organization.members.count', { count: 3 })).toBe('멤버 3명');
    await i18n.changeLanguage('en');
    expect(i18n.t('projects.edit.tabs.tags')).toBe('Tags & evaluation items');
    expect(i18n.t('projects.common.confirmDelete')).toBe('Delete this?');
    expect(i18n.t('account.accept.invalid')).toMatch(/^This invitation is invalid/);
    expect(i18n.t('organization.accept.heading')).toBe('Organization invitation');
  });

  it('keeps the exact English texts of the product spec', () => {
    expect(en.routes.signIn).toBe('Sign in');
    expect(en.errors.pageNotFound).toBe('Page not found');
    expect(en.errors.takeMeBack).toBe('Take me Back');
    expect(en.errors.notAuthorized).toBe('Not authorized');
    expect(en.errors.notAuthorizedText).toBe('You are not authorized to access this page.');
    expect(en.errors.somethingWrong).toBe('Oops... Something went wrong');
    expect(en.errors.somethingWrongText).toBe(
      'An error has occured. If the problem persists, please contact a system administrator or try again later.',
    );
    expect(en.routes).toMatchObject({
      home: 'Home',
      signUp: 'Sign up',
      editProfile: 'Edit Profile',
      projectTracking: 'Project Tracking',
      projectSources: 'Project Sources',
      watchesDetail: 'Watches Detail',
      mediaSettings: 'Media Settings',
      projectCollects: 'Project Collects',
      optimisation: 'Optimisation',
    });
    expect(en.errors.pageNotFoundText).toBe(
      "We couldn't find the page you were looking for, please contact a system administrator or try again later.",
    );
  });
});
