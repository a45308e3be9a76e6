import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The production Content-Security-Policy has no 'unsafe-eval'. zod 4 compiles object parsers
 * with `new Function` when it may, and probes for it (a CSP violation) as each object schema is
 * created, so this must run before any schema module. The build puts it in zod's own chunk
 * (vite.config.ts), which every chunk creating a schema imports, so it runs first however the
 * other modules are split; src/main.tsx imports it first for the dev server.
 * The interpreted parsers are slower per object, but the app cannot trade its policy for that.
 */
z.config({ jitless: true });

/**
 * zod/mini carries no messages ('Invalid input' for every issue); the English ones make a logged
 * refusal say what was wrong ('expected number, received string') for about 1 KB.
 */
z.config(en());
