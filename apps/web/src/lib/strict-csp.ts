/**
 * The store's Content-Security-Policy allows no eval. Zod would compile its object parsers with
 * `new Function`, and even its probe for whether it may is reported as a violation; without it, it
 * parses by walking the schema. main.tsx imports this first, before any schema is made.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` and reads it there whenever it is
 * loaded (`config()` assigns to that very object). Set there, the first screen does not load Zod's core
 * (about 4 KB compressed) to say so: no first screen parses with Zod; the forms that do load it later.
 * strict-csp.test.ts holds Zod to it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
