// `zod` in the web build: the full zod, after the jitless configuration (zod-jitless.ts).
import './zod-jitless';

export * from 'zod/v4';
export { default } from 'zod/v4';
