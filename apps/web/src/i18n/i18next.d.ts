import 'i18next';
import type { collectRefusalKo } from './resources/collect-refusal.ts';
import type { enginesKo } from './resources/engines.ts';
import type { Resources } from './resources/ko.ts';
import type { trackingKo } from './resources/tracking.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Screen strings loaded with their screen (resources/tracking.ts, collect-refusal.ts, engines.ts) are typed here but not in the entry bundle.
    resources: {
      translation: Resources & {
        tracking: typeof trackingKo;
        collectRefusal: typeof collectRefusalKo;
        engines: typeof enginesKo;
      };
    };
  }
}
