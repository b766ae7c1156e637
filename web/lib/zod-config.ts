/**
 * zod builds a faster parser with `new Function` where the page allows eval. Ours does not (the
 * Content Security Policy has no 'unsafe-eval'), and zod's probe for it is itself reported as a
 * violation on every page that validates (Lighthouse counts it against best practices). zod reads
 * this when a schema is built, so web/main.tsx imports this module before anything else.
 */
import { z } from 'zod';

z.config({ jitless: true });
