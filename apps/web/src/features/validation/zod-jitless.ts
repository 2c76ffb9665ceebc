import { config } from 'zod';

/**
 * The page's Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') forbids generating
 * code at run time, which zod otherwise tries once to speed up object schemas (and the browser
 * reports the blocked attempt). Imported by the one module that runs schemas in the browser
 * (features/auth/first-error.ts), so zod stays out of pages that run none.
 */
config({ jitless: true });
