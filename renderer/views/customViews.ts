import { lazy, type ComponentType } from 'react';
import type { PageSchema } from '../../schemas/pageSchema';

/** Props of a custom view: the page schema, and the row it was opened for (as a dialog). */
export interface CustomViewProps {
  schema: PageSchema;
  row?: Record<string, unknown>;
  onClose?: () => void;
}

/**
 * Screens a schema cannot describe (the authorisation matrix). A page names one with `view`, an action
 * with `{ type: 'view', view }`. A plain map; an unknown name draws an error panel.
 */
export const customViews: Record<string, ComponentType<CustomViewProps>> = {
  authorize: lazy(() => import('../authorize/AuthorizeView')),
};
