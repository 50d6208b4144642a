/**
 * zod compiles a fast parser per object schema with `new Function` when the page allows eval; it finds out by trying
 * one, which the server's CSP (script-src 'self', no 'unsafe-eval') refuses and the browser reports as a CSP violation
 * on every page that builds a schema. The client's parses are small (forms, API answers), so it runs without that
 * probe and without compiled parsers: zod's `jitless` setting. Imported first by main.tsx, before any schema is built.
 *
 * Set through the global object zod keeps its settings in (zod/v4/core's `config()` reads and writes the same
 * object) rather than by importing zod here, which would put part of zod on every page's first load; the test beside
 * this file checks that zod sees it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
export {}; // a module, imported for its effect
