import { z } from 'zod';

/**
 * The production Content-Security-Policy has no 'unsafe-eval'. zod 4 compiles object parsers
 * with `new Function` when it may, and probes for it (a CSP violation) as each object schema is
 * created, so this must run before any schema module: src/main.tsx imports it first.
 * The interpreted parsers are slower per object, but the app cannot trade its policy for that.
 */
z.config({ jitless: true });
