import type { ComponentType } from 'react';
import type { WidgetServices } from '../../widgets/services';
import type { PermissionEntry } from '../../contract/api';

// A thin, lazy seam to the renderer: the renderer (with the app's widget registry and custom views)
// and the built-in schemas load only when a page needs them, never in the sign-in chunk.

export interface PageRendererProps {
  schema: unknown;
  modelId?: string;
  permissionList: PermissionEntry[];
  services: WidgetServices;
  lang: 'zh' | 'zhtw' | 'en';
  navigate?: (to: string) => void;
  menuTitle?: (fullName: string) => string;
}

export async function loadPageRenderer(): Promise<ComponentType<PageRendererProps> | null> {
  const mod = await import('../pages/menu/AppPageRenderer');
  return mod.default as ComponentType<PageRendererProps>;
}

type SchemaLoaders = Record<string, () => Promise<unknown>>;

let builtins: Promise<SchemaLoaders> | null = null;
function builtinSchemas(): Promise<SchemaLoaders> {
  builtins ??= import('./builtinSchemas').then((m) => m.builtinSchemas as SchemaLoaders);
  return builtins;
}

const SHORTCUT_PARENTS = new Set(['application', 'space']);

/** The built-in page schema for a type-2 menu address ('permission/user'), or null. */
export async function loadBuiltinSchema(urlAddress: string): Promise<unknown | null> {
  const loaders = await builtinSchemas();
  const address = urlAddress.replace(/^\/+/, '');
  // The spec's shortcut children (/application/shop, /space/newsFeed, …) draw their parent's screen.
  const head = address.split('/')[0];
  const key = SHORTCUT_PARENTS.has(head) ? head : address;
  const load = Object.prototype.hasOwnProperty.call(loaders, key) ? loaders[key] : undefined;
  if (!load) return null;
  const mod = await load();
  // A loader may resolve the schema itself or a module whose default export is the schema.
  return mod && typeof mod === 'object' && 'default' in (mod as object) ? (mod as { default: unknown }).default : mod;
}
