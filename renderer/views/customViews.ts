import type { ComponentType } from 'react';
import type { PageSchema } from '../../contract/pageModel/pageSchema';

/** Props of a custom view: the page schema, and the row it was opened for (as a dialog). */
export interface CustomViewProps {
  schema: PageSchema;
  row?: Record<string, unknown>;
  onClose?: () => void;
}

/**
 * Screens a schema cannot describe (the authorisation matrix), by name. A page names one with `view`,
 * an action with `{ type: 'view', view }`; an unknown name draws an error panel. The renderer keeps no
 * screens of its own: the app hands this map to PageRenderer (src/pages/customViews.ts).
 */
export type CustomViewRegistry = Readonly<Record<string, ComponentType<CustomViewProps>>>;

/** The view named `name`, looked up among the map's own keys only (names are data). */
export function customView(views: CustomViewRegistry, name: string): ComponentType<CustomViewProps> | undefined {
  return Object.hasOwn(views, name) ? views[name] : undefined;
}
