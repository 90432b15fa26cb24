import type { ComponentType } from 'react';
import type { WidgetServices } from '../../widgets/services';
import type { PermissionEntry } from '../../contract/api';

// A thin, lazy seam to the renderer area: the renderer and the built-in schemas are loaded only
// when a page needs them (never in the login chunk), and while those modules don't exist the
// globs match nothing and the shell shows a placeholder instead of failing to build.

export interface PageRendererProps {
  schema: unknown;
  modelId?: string;
  permissionList: PermissionEntry[];
  services: WidgetServices;
  lang: 'zh' | 'zhtw' | 'en';
  navigate?: (to: string) => void;
  menuTitle?: (fullName: string) => string;
}

const rendererModules = import.meta.glob('../../renderer/PageRenderer.tsx');
const builtinModules = import.meta.glob('../../schemas/builtin.ts');

export async function loadPageRenderer(): Promise<ComponentType<PageRendererProps> | null> {
  const load = Object.values(rendererModules)[0];
  if (!load) return null;
  const mod = (await load()) as { default?: ComponentType<PageRendererProps> };
  return mod.default ?? null;
}

type SchemaLoaders = Record<string, () => Promise<unknown>>;

let builtins: Promise<SchemaLoaders> | null = null;
function builtinSchemas(): Promise<SchemaLoaders> {
  const load = Object.values(builtinModules)[0];
  if (!load) return Promise.resolve({});
  builtins ??= load().then((m) => ((m as { builtinSchemas?: SchemaLoaders }).builtinSchemas ?? {}));
  return builtins;
}

/** The built-in page schema for a type-2 menu address ('permission/user'), or null. */
export async function loadBuiltinSchema(urlAddress: string): Promise<unknown | null> {
  const loaders = await builtinSchemas();
  const key = urlAddress.replace(/^\/+/, '');
  const load = Object.prototype.hasOwnProperty.call(loaders, key) ? loaders[key] : undefined;
  if (!load) return null;
  const mod = await load();
  // A loader may resolve the schema itself or a module whose default export is the schema.
  return mod && typeof mod === 'object' && 'default' in (mod as object) ? (mod as { default: unknown }).default : mod;
}
