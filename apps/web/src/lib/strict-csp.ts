import { config } from 'zod';

/**
 * The store's Content-Security-Policy allows no eval. Zod would compile its object parsers with
 * `new Function`, and even its probe for whether it may is reported as a violation; without it, it
 * parses by walking the schema. main.tsx imports this first, before any schema is made.
 */
config({ jitless: true });
