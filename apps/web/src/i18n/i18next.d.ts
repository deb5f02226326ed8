import 'i18next';
import type { Resources } from './resources/ko.ts';
import type { trackingKo } from './resources/tracking.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Screen strings loaded with their screen (resources/tracking.ts) are typed here but not in the entry bundle.
    resources: { translation: Resources & { tracking: typeof trackingKo } };
  }
}
