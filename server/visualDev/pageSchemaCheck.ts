import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { formulaFields, validateFormula } from '../../contract/formula/formula';
import { formatMessage } from '../../contract/rules/messages';
import { OWN_TREE, readPageModel } from './pageModel';
import { metaSchemaProblems, type SchemaProblem } from '../../contract/pageModel/metaSchemaCheck';
import { widgetName } from '../../contract/pageModel/widgetNames';

export type { SchemaProblem };

/** What the meta-schema cannot say but the record endpoints rely on. */
function checkModelParts(schema: PageSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const model = readPageModel(schema);
  const form = schema.form;
  if (form) {
    for (const field of Object.keys(form.formulas ?? {})) {
      if (!model.byName.has(field)) problems.push({ path: `/form/formulas/${field}`, message: `unknown field '${field}'` });
    }
    // Formulas the server evaluates on every save: they must parse and read only fields the form has.
    for (const [name, ui] of Object.entries((form.uiSchema ?? {}) as Record<string, Record<string, unknown>>)) {
      const options = ui && typeof ui === 'object' ? (ui['ui:options'] as Record<string, unknown> | undefined) : undefined;
      if (ui?.['ui:widget'] === widgetName.calculateField && options?.expression !== undefined) {
        problems.push({ path: `/form/uiSchema/${name}/ui:options/expression`, message: `write the formula in /form/formulas/${name} instead` });
      }
    }
    for (const field of Object.keys(form.fill ?? {})) {
      if (!model.byName.has(field)) problems.push({ path: `/form/fill/${field}`, message: `unknown field '${field}'` });
    }
    const kw = schema.search?.keyword;
    if (kw && typeof kw === 'object') {
      for (const [i, f] of (kw.fields ?? []).entries()) {
        const field = model.byName.get(f);
        if (!field || field.type !== 'string') problems.push({ path: `/search/keyword/fields/${i}`, message: `'${f}' is not a text field of the form` });
      }
    }
    for (const f of model.fields) {
      if (!f.formula) continue;
      const path = `/form/formulas/${f.vModel}`;
      const check = validateFormula(f.formula);
      if (!check.ok) {
        problems.push({ path, message: formatMessage(check.message, 'zh') });
        continue;
      }
      for (const ref of formulaFields(f.formula)) {
        if (!model.byName.has(ref)) problems.push({ path, message: `unknown field '${ref}' in the formula` });
      }
    }
    for (const f of model.fields) {
      if (f.role === 'billRule' && !f.rule) problems.push({ path: `/form/uiSchema/${f.vModel}/ui:options/rule`, message: 'a bill-number field needs the bill rule enCode' });
    }
  }
  if (schema.tree) {
    const own = OWN_TREE.exec(schema.tree.api);
    if (own && schema.tree.field !== own[1]) {
      problems.push({ path: '/tree/field', message: `the tree groups by '${own[1]}': set field to '${own[1]}'` });
    } else if (own && form && !model.byName.has(own[1])) {
      problems.push({ path: '/tree/api', message: `unknown field '${own[1]}'` });
    }
  }
  for (const [i, c] of (schema.columns ?? []).entries()) {
    if (c.sortable && form && !model.byName.has(c.field)) {
      problems.push({ path: `/columns/${i}/sortable`, message: `'${c.field}' is not a form field and cannot be sorted` });
    }
  }
  return problems;
}

/** Validates a page schema for storage: meta-schema first, then the parts records depend on. */
export function checkPageSchema(value: unknown): SchemaProblem[] {
  const problems = metaSchemaProblems(value);
  return problems.length ? problems : checkModelParts(value as PageSchema);
}
