// `zod/mini` in the web build: zod's small build, after the jitless configuration (zod-jitless.ts).
import './zod-jitless';

export * from 'zod/v4/mini';
