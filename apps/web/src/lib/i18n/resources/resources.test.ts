import { describe, expect, it } from 'vitest';
import { enginesEn, enginesKo } from '../../../features/engine-connections/engine-strings.ts';
import { collectRefusalEn, collectRefusalKo } from '../../../features/projects/collect-refusal-strings.ts';
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
  ])('has the %s strings (loaded with their screen) in both languages', (_, koStrings, enStrings) => {
    const koLeaves = leaves(koStrings);
    const enLeaves = leaves(enStrings);
    expect(enLeaves.map(([k]) => k).sort()).toEqual(koLeaves.map(([k]) => k).sort());
    for (const [key, value] of [...koLeaves, ...enLeaves]) expect(String(value).trim(), key).not.toBe('');
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
