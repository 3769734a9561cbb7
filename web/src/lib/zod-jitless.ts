/**
 * What `zod` and `zod/mini` mean in the web build (vite.config.ts points every import of them here, the
 * contract's included): zod told to validate without compiling code, before any schema exists. Left alone,
 * zod probes `new Function` when the first object schema is made, and the app's CSP (script-src 'self', no
 * 'unsafe-eval') reports that as a violation on every screen. A module the schemas import runs before them,
 * whatever the chunking; a config call from main.tsx would not (a shared chunk runs before the entry's own code).
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
