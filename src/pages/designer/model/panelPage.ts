import type { FormDef, PageSchema } from '../../../../contract/pageModel/pageSchema';

/**
 * The page a property panel's form definition makes: a form page like any other, checked by the
 * page-schema validator and drawn by the renderer. It has no endpoints (bound to the designer, never
 * submitted: renderer/form/formBinding.ts) and no permission guard (the designer's route is the guard).
 */
export function panelPage(id: string, def: FormDef): PageSchema {
  return { id: `designer.panel.${id}`, kind: 'form', title: id, authorize: false, api: {}, form: def };
}
