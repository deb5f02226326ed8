import type { Resources } from './ko.ts';

/** English strings; typed against Korean so that a missing key fails the type check. */
export const en: Resources = {
  app: {
    name: 'Sightline',
    slogan: 'See how AI answer engines talk about your brand',
    titleSuffix: 'Sightline',
  },
  routes: {
    home: 'Home',
    signIn: 'Sign in',
  },
  locale: {
    label: 'Language',
    ko: '한국어',
    en: 'English',
  },
  auth: {
    signIn: {
      heading: 'Sign in',
      subtitle: "Sign in to see your organization's projects.",
      identifier: 'Email or username',
      identifierPlaceholder: 'you@company.com',
      password: 'Password',
      submit: 'Sign in',
    },
  },
  errors: {
    pageNotFound: 'Page not found',
    pageNotFoundText:
      "We couldn't find the page you were looking for, please contact a system administrator or try again later.",
    takeMeBack: 'Take me Back',
  },
};
