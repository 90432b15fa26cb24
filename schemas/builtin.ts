import type { PageSchema } from './pageSchema';

/**
 * Built-in screens by menu urlAddress (enCode with dots as slashes, server/seed/menuCatalogue.ts).
 * Each file loads on first visit, so no screen's schema sits in the login bundle. The shell renders a
 * type-2 menu page with `builtinSchemas[urlAddress]`; a missing key gets its placeholder page.
 */
const load = (p: Promise<{ default: unknown }>) => p.then((m) => m.default as PageSchema);

export const builtinSchemas: Record<string, () => Promise<PageSchema>> = {
  'permission/user': () => load(import('./permission-user.json')),
};
