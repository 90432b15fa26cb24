import type { ActionDef, FormDef, PageSchema } from './pageSchema';
import { BUILTIN_CELLS, RJSF_WIDGETS, cellWidgetNames, fieldWidgetNames, widgetName } from './widgetNames';
import { metaSchemaProblems, type SchemaProblem } from './metaSchemaCheck';

export type { SchemaProblem };
export { BUILTIN_CELLS, RJSF_WIDGETS };

const ACTION_LISTS = ['toolbar', 'rowActions'] as const;

function checkForm(form: FormDef, path: string, problems: SchemaProblem[]) {
  const props = (form.schema.properties ?? {}) as Record<string, unknown>;
  const walkUi = (ui: Record<string, unknown>, at: string) => {
    for (const [k, v] of Object.entries(ui)) {
      if (k === 'ui:widget' && typeof v === 'string') {
        if (!(fieldWidgetNames as string[]).includes(v) && !(RJSF_WIDGETS as readonly string[]).includes(v)) {
          problems.push({ path: `${at}/ui:widget`, message: `unknown widget '${v}'` });
        }
        // One source of truth for formulas: form.formulas (the server computes from it too).
        const expression = (ui['ui:options'] as Record<string, unknown> | undefined)?.expression;
        if (v === widgetName.calculateField && expression !== undefined) {
          problems.push({ path: `${at}/ui:options/expression`, message: `write the formula in ${path}/formulas instead` });
        }
      } else if (v && typeof v === 'object' && !Array.isArray(v) && !k.startsWith('ui:')) {
        walkUi(v as Record<string, unknown>, `${at}/${k}`);
      }
    }
  };
  walkUi(form.uiSchema ?? {}, `${path}/uiSchema`);
  const fieldNames = new Set(Object.keys(props));
  for (const [i, rule] of (form.linkage ?? []).entries()) {
    for (const effect of ['show', 'hide', 'require', 'disable'] as const) {
      for (const f of rule[effect] ?? []) {
        if (!fieldNames.has(f)) problems.push({ path: `${path}/linkage/${i}/${effect}`, message: `unknown field '${f}'` });
      }
    }
  }
  for (const f of Object.keys(form.formulas ?? {})) {
    if (!fieldNames.has(f)) problems.push({ path: `${path}/formulas/${f}`, message: `unknown field '${f}'` });
  }
  for (const f of Object.keys(form.fill ?? {})) {
    if (!fieldNames.has(f)) problems.push({ path: `${path}/fill/${f}`, message: `unknown field '${f}'` });
  }
}

/** What JSON Schema cannot say: references between parts of the schema (and widget names, for callers that skip the meta-schema). */
export function checkReferences(schema: PageSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const api = schema.api ?? {};
  for (const list of ACTION_LISTS) {
    for (const [i, a] of (schema[list] ?? ([] as ActionDef[])).entries()) {
      const at = `/${list}/${i}`;
      if (a.api && !/^(GET|POST|PUT|DELETE) \//.test(a.api) && !api[a.api]) {
        problems.push({ path: `${at}/api`, message: `'${a.api}' is neither a key of /api nor 'METHOD /path'` });
      }
      if (a.dialog && !schema.forms?.[a.dialog]) problems.push({ path: `${at}/dialog`, message: `no form '${a.dialog}' in /forms` });
      const needs: Record<string, string | undefined> = { create: 'create', edit: 'update', remove: 'remove', state: 'state', import: 'import' };
      const need = needs[a.type];
      if (need && !a.api && !api[need]) problems.push({ path: at, message: `'${a.type}' needs /api/${need}` });
      if ((a.type === 'create' || a.type === 'edit' || a.type === 'detail') && !schema.form) {
        problems.push({ path: at, message: `'${a.type}' needs /form` });
      }
    }
  }
  for (const [i, c] of (schema.columns ?? []).entries()) {
    if (!c.cell || c.cell.startsWith('dict:')) continue;
    if (!(BUILTIN_CELLS as readonly string[]).includes(c.cell) && !(cellWidgetNames as string[]).includes(c.cell)) {
      problems.push({ path: `/columns/${i}/cell`, message: `unknown cell renderer '${c.cell}'` });
    }
  }
  const formFields = new Set(Object.keys((schema.form?.schema.properties ?? {}) as object));
  const keyword = schema.search?.keyword;
  if (schema.form && typeof keyword === 'object') {
    for (const [i, f] of (keyword.fields ?? []).entries()) {
      if (!formFields.has(f)) problems.push({ path: `/search/keyword/fields/${i}`, message: `unknown field '${f}'` });
    }
  }
  if (schema.form && schema.tree?.field && !formFields.has(schema.tree.field)) {
    problems.push({ path: '/tree/field', message: `unknown field '${schema.tree.field}'` });
  }
  if (schema.form) checkForm(schema.form, '/form', problems);
  for (const [name, f] of Object.entries(schema.forms ?? {})) checkForm(f, `/forms/${name}`, problems);
  return problems;
}

/** Validates against the meta-schema, then the cross-references; an empty list means usable. */
export function validatePageSchema(value: unknown): SchemaProblem[] {
  const problems = metaSchemaProblems(value);
  return problems.length ? problems : checkReferences(value as PageSchema);
}
