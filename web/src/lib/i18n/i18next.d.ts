import type { en } from './en';

// Keys are checked by tsc: a key missing from the English catalogue, or a {{value}} left out of a call, fails
// the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    strictKeyChecks: true;
    // i18next 27 checks this by default; 26 (the last for Node 20) when asked.
    strictInterpolationChecks: true;
  }
}
