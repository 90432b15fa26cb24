import { createContext, useContext } from 'react';
import type { WidgetServices } from '../widgets/services';
import type { WidgetRegistry } from '../widgets/index';
import type { CustomViewRegistry } from './views/customViews';
import type { Lang, PageTranslations, Text } from '../contract/pageModel/pageSchema';
import type { PermissionEntryLike } from '../contract/pageModel/filterByPermission';
import type { RendererTextKey } from './i18n';

/**
 * Everything a view needs from the outside world. The renderer never imports src/: the shell hands
 * these in through PageRenderer's props.
 */
export interface RendererEnv {
  services: WidgetServices;
  /** The widget registry `ui:widget` and `cell` names resolve in (handed in, never imported). */
  widgets: WidgetRegistry;
  /** Custom views by name (`view`). */
  views: CustomViewRegistry;
  permissionList: readonly PermissionEntryLike[];
  modelId?: string;
  lang: Lang;
  /** The renderer's own texts ('renderer' namespace) in `lang`. */
  t: (key: RendererTextKey, params?: Record<string, unknown>) => string;
  /** The page's `translations`: form and search schemas are drawn localised with them (i18n/localiseSchema.ts). */
  translations?: PageTranslations;
  /** A schema Text (plain, language map or i18n key) in `lang`; plain texts through `translations`. */
  text: (value: Text | undefined) => string;
  /** Route change for 'navigate' actions; absent → location.assign. */
  navigate?: (to: string) => void;
  /** A menu entry's name (Chinese, from the server) as the shell's menu shows it in `lang`. */
  menuTitle?: (fullName: string) => string;
}

export const RendererContext = createContext<RendererEnv | null>(null);

export function useRenderer(): RendererEnv {
  const env = useContext(RendererContext);
  if (!env) throw new Error('Renderer views must be drawn inside <PageRenderer>');
  return env;
}
