import { config } from 'zod';

/**
 * The page's Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') forbids generating
 * code at run time, which zod otherwise tries once to speed up object schemas (and the browser
 * reports the blocked attempt). Imported first by the start-up, before any schema runs.
 */
config({ jitless: true });
