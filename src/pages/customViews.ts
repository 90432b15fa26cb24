import { lazy } from 'react';
import type { CustomViewRegistry } from '../../renderer/views/customViews';

/** The console's custom views (schema `view` / action `{ type: 'view' }`), each loaded on first use. */
export const customViews: CustomViewRegistry = {
  authorize: lazy(() => import('./authorize/AuthorizeView')),
  workflow: lazy(() => import('./workflow/WorkflowView')),
};
