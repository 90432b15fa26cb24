import type { FormDef, JsonSchema, OptionSource, PageSchema, UiSchema } from '../../../../contract/pageModel/pageSchema';
import { widgetName } from '../../../../contract/pageModel/widgetNames';
import { ruleNames } from '../../../../contract/rules/rules';
import { FORMAT_PREFIX } from '../../../../contract/rules/ajvFormats';
import { formulaFields, validateFormula } from '../../../../contract/formula/formula';
import { formatMessage, type Lang } from '../../../../contract/rules/messages';
import { fieldsOf, replaceNode, type DesignDoc, type FieldNode } from './doc';
import { nameProblem } from './names';
import { LINKAGE_EFFECTS, LINKAGE_OPS, rulesFor, withRulesFor, type VisualRule } from './linkage';
import { renameFieldRefs } from './refs';
import { ruleLabels, type Tx } from '../texts';

// The property panel of a field is itself a form definition (JSON Schema + uiSchema), drawn by the
// same form machinery as every page; these functions build it for the selected field, read the field
// into its data, and write the data back into the document.

export interface FieldPanelData {
  title?: string;
  name?: string;
  required?: boolean;
  defaultValue?: string;
  placeholder?: string;
  help?: string;
  span?: number;
  readOnly?: boolean;
  hidden?: boolean;
  rule?: string;
  maxLength?: number;
  optionSource?: 'static' | 'dictionary' | 'dataInterface' | 'api';
  options?: { label?: string; value?: string }[];
  dictionary?: string;
  optionApi?: string;
  /** A 数据接口's id: the options are its rows. */
  dataInterface?: string;
  labelField?: string;
  valueField?: string;
  formula?: string;
  precision?: number;
  billRule?: string;
  fill?: string;
  columns?: { field?: string; label?: string; type?: 'text' | 'number' | 'select' | 'date'; required?: boolean; summary?: boolean; width?: number }[];
  authorizeColumn?: boolean;
  linkage?: Partial<VisualRule>[];
}

const widgetOf = (f: FieldNode) => String(f.ui['ui:widget'] ?? '');
const optionsOf = (f: FieldNode) => ((f.ui['ui:options'] ?? {}) as Record<string, unknown>);
const isTextLike = (f: FieldNode) => f.schema.type === 'string';
/** Fields whose choices come from an option source (select, radio, checkboxes). */
export const hasChoices = (f: FieldNode) => ['select', 'radio', 'checkboxes'].includes(widgetOf(f)) || Array.isArray(f.schema.enum);

/** A data interface's call (server/dataInterface): a designed select's options can be its rows. */
const INTERFACE_CALL = /^GET \/api\/System\/DataInterface\/([^/?\s]*)\/Actions\/Response$/;
export const interfaceCall = (id: string) => `GET /api/System/DataInterface/${encodeURIComponent(id)}/Actions/Response`;
/** The enabled interfaces, for the panel's picker (the panel is a renderer page: it loads them itself). */
const INTERFACE_PICKER: OptionSource = { api: 'GET /api/System/DataInterface/Selector', labelField: 'fullName', valueField: 'id' };

const oneOf = (values: readonly (string | number)[], label: (v: string | number) => string) => values.map((v) => ({ const: v, title: label(v) }));

/**
 * What the panel's form definition depends on: the field's kind and the other fields' names and
 * titles; a keystroke in a title or a placeholder leaves it unchanged, so the panel keeps its schema.
 */
export function fieldPanelKey(f: FieldNode, doc: DesignDoc): string {
  const own = doc.page.form?.options && Object.hasOwn(doc.page.form.options, f.name) ? doc.page.form.options[f.name] : undefined;
  const source = own ? `${Object.keys(own).join()}${'api' in own && INTERFACE_CALL.test(own.api) ? ':interface' : ''}` : '';
  const others = fieldsOf(doc.tree)
    .filter((o) => o.id !== f.id)
    .map((o) => `${o.name}:${String(o.schema.title ?? '')}`)
    .join('|');
  const hasColumn = (doc.page.columns ?? []).some((c) => c.field === f.name);
  return [f.id, widgetOf(f), String(f.schema.type), Array.isArray(f.schema.enum) ? 1 : 0, source, hasColumn ? 1 : 0, doc.page.kind, others].join('\u0000');
}

/** The panel's form definition for this field. */
export function fieldPanelDef(f: FieldNode, doc: DesignDoc, tx: Tx, lang: Lang): FormDef {
  const widget = widgetOf(f);
  const others = fieldsOf(doc.tree).filter((o) => o.id !== f.id);
  const props: Record<string, JsonSchema> = {
    title: { type: 'string', title: tx('p.title'), maxLength: 50 },
    name: { type: 'string', title: tx('p.name'), maxLength: 64 },
  };
  const ui: UiSchema = {};
  const options: Record<string, OptionSource> = {};
  if (widget !== widgetName.groupTitle) {
    props.required = { type: 'boolean', title: tx('p.required') };
    if (f.schema.type === 'string' || f.schema.type === 'number' || f.schema.type === 'integer' || f.schema.type === 'boolean') props.defaultValue = { type: 'string', title: tx('p.default'), maxLength: 200 };
    props.placeholder = { type: 'string', title: tx('p.placeholder'), maxLength: 100 };
    props.help = { type: 'string', title: tx('p.help'), maxLength: 200 };
    props.span = { type: 'integer', title: tx('p.span'), oneOf: oneOf([24, 12], (v) => tx(`p.span.${v}`)) };
    props.readOnly = { type: 'boolean', title: tx('p.readOnly') };
    props.hidden = { type: 'boolean', title: tx('p.hidden') };
  }
  if (isTextLike(f) && !widget) {
    props.rule = { type: 'string', title: tx('p.rule'), oneOf: [{ const: '', title: tx('p.rule.none') }, ...ruleNames.map((r) => ({ const: r, title: ruleLabels[r]?.[lang] ?? r }))] };
    props.maxLength = { type: 'integer', title: tx('p.maxLength'), minimum: 1, maximum: 20000 };
  }
  if (hasChoices(f)) {
    props.optionSource = { type: 'string', title: tx('p.optionSource'), oneOf: oneOf(['static', 'dictionary', 'dataInterface', 'api'], (v) => tx(`p.source.${v}`)) };
    // Only the inputs of the chosen source.
    const source = doc.page.form?.options && Object.hasOwn(doc.page.form.options, f.name) ? doc.page.form.options[f.name] : undefined;
    if (source && 'dictionary' in source) props.dictionary = { type: 'string', title: tx('p.dictionary'), maxLength: 50 };
    else if (source && 'api' in source && INTERFACE_CALL.test(source.api)) {
      props.dataInterface = { type: 'string', title: tx('p.dataInterface') };
      props.labelField = { type: 'string', title: tx('p.labelField'), maxLength: 50 };
      props.valueField = { type: 'string', title: tx('p.valueField'), maxLength: 50 };
      options.dataInterface = INTERFACE_PICKER;
    } else if (source && 'api' in source) {
      props.optionApi = { type: 'string', title: tx('p.api'), maxLength: 200 };
      props.labelField = { type: 'string', title: tx('p.labelField'), maxLength: 50 };
      props.valueField = { type: 'string', title: tx('p.valueField'), maxLength: 50 };
    } else {
      props.options = {
        type: 'array',
        title: tx('p.options'),
        maxItems: 100,
        items: { type: 'object', properties: { label: { type: 'string', title: tx('p.optionLabel'), maxLength: 50 }, value: { type: 'string', title: tx('p.optionValue'), maxLength: 50 } } },
      };
    }
  }
  if (widget === widgetName.dictionaryPicker) props.dictionary = { type: 'string', title: tx('p.dictionary'), maxLength: 50 };
  if (widget === widgetName.billNumber) props.billRule = { type: 'string', title: tx('p.billRule'), maxLength: 50 };
  if (widget === widgetName.calculateField) {
    props.formula = { type: 'string', title: tx('p.formula'), maxLength: 500 };
    props.precision = { type: 'integer', title: tx('p.precision'), minimum: 0, maximum: 6 };
    ui.formula = { 'ui:help': tx('p.formulaHelp') };
  }
  if (widget === widgetName.userPicker || widget === widgetName.companyPicker || widget === widgetName.departmentPicker) {
    props.fill = { type: 'string', title: tx('p.fill'), oneOf: oneOf(['', 'currentUser', 'currentOrganize', 'currentDepartment'], (v) => tx(v ? `p.fill.${v}` : 'p.fill.none')) };
  }
  if (widget === widgetName.subTable) {
    props.columns = {
      type: 'array',
      title: tx('p.columns'),
      maxItems: 30,
      items: {
        type: 'object',
        properties: {
          field: { type: 'string', title: tx('p.colField'), maxLength: 64 },
          label: { type: 'string', title: tx('p.colLabel'), maxLength: 50 },
          type: { type: 'string', title: tx('p.colType'), oneOf: oneOf(['text', 'number', 'select', 'date'], (v) => tx(`p.colType.${v}`)) },
          required: { type: 'boolean', title: tx('p.required') },
          summary: { type: 'boolean', title: tx('p.summary') },
        },
      },
    };
  }
  if (['list', 'treeList', 'report'].includes(doc.page.kind) && (doc.page.columns ?? []).some((c) => c.field === f.name)) {
    props.authorizeColumn = { type: 'boolean', title: tx('p.authorize') };
  }
  if (widget !== widgetName.groupTitle && others.length) {
    const names = others.map((o) => o.name);
    props.linkage = {
      type: 'array',
      title: tx('p.linkage'),
      maxItems: 20,
      items: {
        type: 'object',
        properties: {
          effect: { type: 'string', title: tx('p.effect'), oneOf: oneOf(LINKAGE_EFFECTS, (v) => tx(`p.effect.${v}`)) },
          field: { type: 'string', title: tx('p.when'), oneOf: names.map((n) => ({ const: n, title: `${String(others.find((o) => o.name === n)!.schema.title ?? n)} (${n})` })) },
          op: { type: 'string', title: tx('p.op'), oneOf: oneOf(LINKAGE_OPS, (v) => tx(`p.op.${v}`)) },
          value: { type: 'string', title: tx('p.value'), maxLength: 100 },
        },
      },
    };
  }
  return { schema: { type: 'object', properties: props }, uiSchema: ui, ...(Object.keys(options).length ? { options } : {}) };
}

/** The panel's data for this field. */
export function fieldPanelData(f: FieldNode, page: PageSchema): FieldPanelData {
  const opts = optionsOf(f);
  const widget = widgetOf(f);
  const form = page.form;
  const format = typeof f.schema.format === 'string' ? f.schema.format : '';
  const d: FieldPanelData = {
    title: typeof f.schema.title === 'string' ? f.schema.title : '',
    name: f.name,
    required: f.required,
    readOnly: f.schema.readOnly === true || f.ui['ui:readonly'] === true,
    hidden: widget === 'hidden',
    span: opts.fullWidth ? 24 : typeof opts.span === 'number' ? opts.span : 12,
  };
  if (f.schema.default !== undefined) d.defaultValue = String(f.schema.default);
  if (typeof f.ui['ui:placeholder'] === 'string') d.placeholder = f.ui['ui:placeholder'];
  if (typeof f.ui['ui:help'] === 'string') d.help = f.ui['ui:help'];
  if (isTextLike(f) && !widget) {
    d.rule = format.startsWith(FORMAT_PREFIX) ? format.slice(FORMAT_PREFIX.length) : '';
    if (typeof f.schema.maxLength === 'number') d.maxLength = f.schema.maxLength;
  }
  const source = form?.options && Object.hasOwn(form.options, f.name) ? form.options[f.name] : undefined;
  if (hasChoices(f)) {
    if (source && 'dictionary' in source) Object.assign(d, { optionSource: 'dictionary', dictionary: source.dictionary });
    else if (source && 'api' in source) {
      const call = INTERFACE_CALL.exec(source.api);
      if (call) Object.assign(d, { optionSource: 'dataInterface', dataInterface: decodeURIComponent(call[1]), labelField: source.labelField, valueField: source.valueField });
      else Object.assign(d, { optionSource: 'api', optionApi: source.api, labelField: source.labelField, valueField: source.valueField });
    }
    else {
      d.optionSource = 'static';
      const items = (f.schema.type === 'array' ? (f.schema.items as JsonSchema | undefined)?.enum : f.schema.enum) as unknown[] | undefined;
      const names = f.ui['ui:enumNames'] as string[] | undefined;
      d.options = source && 'static' in source
        ? source.static.map((o) => ({ label: typeof o.label === 'string' ? o.label : String(o.value), value: String(o.value) }))
        : (items ?? []).map((v, i) => ({ label: names?.[i] ?? String(v), value: String(v) }));
    }
  }
  if (widget === widgetName.dictionaryPicker) d.dictionary = String(opts.dictionaryType ?? '');
  if (widget === widgetName.billNumber) d.billRule = String(opts.rule ?? '');
  if (widget === widgetName.calculateField) {
    d.formula = form?.formulas && Object.hasOwn(form.formulas, f.name) ? form.formulas[f.name] : '';
    if (typeof opts.precision === 'number') d.precision = opts.precision;
  }
  if (form?.fill && Object.hasOwn(form.fill, f.name)) d.fill = form.fill[f.name];
  else if (widget === widgetName.userPicker || widget === widgetName.companyPicker || widget === widgetName.departmentPicker) d.fill = '';
  if (widget === widgetName.subTable) {
    d.columns = ((opts.columns ?? []) as NonNullable<FieldPanelData['columns']>).map((c) => ({ ...c }));
  }
  const col = (page.columns ?? []).find((c) => c.field === f.name);
  if (col) d.authorizeColumn = col.authorize !== false;
  d.linkage = rulesFor(form?.linkage, f.name);
  return d;
}

/** Problems shown at the panel's fields: the name (unique, safe), the formula (live, with the rule's text). */
export function fieldPanelErrors(f: FieldNode, data: FieldPanelData, doc: DesignDoc, tx: Tx, lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  const others = new Set(fieldsOf(doc.tree).filter((o) => o.id !== f.id).map((o) => o.name));
  const name = data.name ?? '';
  const problem = nameProblem(name, others);
  if (problem) errors.name = tx(`name.${problem}`, { name });
  if (data.formula !== undefined && widgetOf(f) === widgetName.calculateField) {
    const check = validateFormula(data.formula);
    if (!check.ok) errors.formula = formatMessage(check.message, lang);
    else {
      const unknown = formulaFields(data.formula).filter((n) => !others.has(n));
      if (unknown.length) errors.formula = tx('p.formulaUnknown', { names: unknown.join(', ') });
    }
  }
  return errors;
}

const clean = <T extends Record<string, unknown>>(o: T): T => {
  for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k];
  return o;
};

function columnSchema(c: NonNullable<FieldPanelData['columns']>[number]): JsonSchema {
  const title = c.label ?? c.field;
  if (c.type === 'number') return { type: 'number', title };
  if (c.type === 'date') return { type: 'string', title, format: 'date' };
  return { type: 'string', title, maxLength: 200 };
}

/**
 * The document with the panel's data written into the field and the page. A name that is not valid
 * is not applied (the panel shows why); every other property is.
 */
export function applyFieldPanel(doc: DesignDoc, f: FieldNode, d: FieldPanelData): DesignDoc {
  const widget = widgetOf(f);
  const others = new Set(fieldsOf(doc.tree).filter((o) => o.id !== f.id).map((o) => o.name));
  const name = d.name && !nameProblem(d.name, others) ? d.name : f.name;
  const schema: JsonSchema = { ...f.schema };
  const ui: UiSchema = { ...f.ui };
  const opts: Record<string, unknown> = { ...optionsOf(f) };
  if (d.title !== undefined) schema.title = d.title;
  if (d.readOnly) schema.readOnly = true;
  else delete schema.readOnly;
  delete ui['ui:readonly'];
  const def = d.defaultValue;
  if (def === undefined || def === '') delete schema.default;
  else if (schema.type === 'number' || schema.type === 'integer') {
    if (Number.isFinite(Number(def))) schema.default = Number(def);
  } else if (schema.type === 'boolean') schema.default = def === 'true';
  else schema.default = def;
  if (d.placeholder) ui['ui:placeholder'] = d.placeholder;
  else delete ui['ui:placeholder'];
  if (d.help) ui['ui:help'] = d.help;
  else delete ui['ui:help'];
  if (d.span !== undefined) {
    opts.span = d.span;
    if (d.span === 24) opts.fullWidth = true;
    else delete opts.fullWidth;
  }
  // Hiding keeps the widget it had, to come back when shown again.
  if (d.hidden && widget !== 'hidden') {
    if (widget) opts.designWidget = widget;
    ui['ui:widget'] = 'hidden';
  } else if (!d.hidden && widget === 'hidden') {
    if (typeof opts.designWidget === 'string') ui['ui:widget'] = opts.designWidget;
    else delete ui['ui:widget'];
    delete opts.designWidget;
  }
  if (d.rule !== undefined) {
    if (d.rule) schema.format = `${FORMAT_PREFIX}${d.rule}`;
    else if (typeof schema.format === 'string' && schema.format.startsWith(FORMAT_PREFIX)) delete schema.format;
  }
  if (d.maxLength !== undefined) schema.maxLength = d.maxLength;
  let form: FormDef = { ...(doc.page.form ?? { schema: { type: 'object', properties: {} } }) };
  const setIn = <K extends 'options' | 'formulas' | 'fill'>(key: K, value: NonNullable<FormDef[K]>[string] | undefined) => {
    const rec = { ...((form[key] ?? {}) as Record<string, unknown>) };
    if (value === undefined) delete rec[f.name];
    else rec[f.name] = value;
    form = { ...form, [key]: rec };
    if (!Object.keys(rec).length) delete form[key];
  };
  if (hasChoices(f) && d.optionSource) {
    let source: OptionSource | undefined;
    if (d.optionSource === 'dictionary') source = { dictionary: d.dictionary ?? '', valueField: 'enCode' };
    else if (d.optionSource === 'api') source = clean({ api: d.optionApi ?? '', labelField: d.labelField || undefined, valueField: d.valueField || undefined });
    else if (d.optionSource === 'dataInterface') {
      // An interface not picked yet is an empty call; its rows usually carry the column names of its query.
      source = clean({ api: interfaceCall(d.dataInterface ?? ''), labelField: d.labelField || undefined, valueField: d.valueField || undefined });
    }
    const statics = (d.options ?? []).filter((o) => (o.value ?? '') !== '');
    if (d.optionSource === 'static') {
      // Static choices are the field's own enum: the form and the server check them without a source.
      const values = statics.map((o) => o.value!);
      const labels = statics.map((o) => o.label || o.value!);
      if (schema.type === 'array') schema.items = { ...((schema.items as JsonSchema) ?? {}), type: 'string', enum: values };
      else schema.enum = values;
      if (labels.some((l, i) => l !== values[i])) ui['ui:enumNames'] = labels;
      else delete ui['ui:enumNames'];
    } else {
      if (schema.type === 'array') schema.items = { type: 'string' };
      else delete schema.enum;
      delete ui['ui:enumNames'];
    }
    setIn('options', source);
  }
  if (widget === widgetName.dictionaryPicker && d.dictionary !== undefined) {
    opts.dictionaryType = d.dictionary;
    opts.valueKey = opts.valueKey ?? 'enCode';
    setIn('options', d.dictionary ? { dictionary: d.dictionary, valueField: opts.valueKey === 'id' ? 'id' : 'enCode' } : undefined);
  }
  if (widget === widgetName.billNumber && d.billRule !== undefined) opts.rule = d.billRule;
  if (widget === widgetName.calculateField) {
    if (d.precision !== undefined) opts.precision = d.precision;
    // A formula that does not parse is kept out of the page (the server refuses it) until it does.
    const formula = d.formula ?? '';
    const ok = formula !== '' && validateFormula(formula).ok && formulaFields(formula).every((n) => others.has(n));
    if (ok || formula === '') setIn('formulas', ok ? formula : undefined);
  }
  if (d.fill !== undefined) setIn('fill', (d.fill || undefined) as NonNullable<FormDef['fill']>[string] | undefined);
  if (widget === widgetName.subTable && d.columns) {
    const columns = d.columns.filter((c) => c.field && /^[A-Za-z_][A-Za-z0-9_]*$/.test(c.field)).map((c) => clean({ ...c, type: c.type ?? 'text' }));
    opts.columns = columns;
    const properties: Record<string, JsonSchema> = {};
    for (const c of columns) properties[c.field!] = columnSchema(c);
    const required = columns.filter((c) => c.required).map((c) => c.field!);
    schema.items = { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  if (Object.keys(opts).length) ui['ui:options'] = opts;
  else delete ui['ui:options'];
  const typeOf = (n: string) => fieldsOf(doc.tree).find((o) => o.name === n)?.schema.type;
  if (d.linkage) form = { ...form, linkage: withRulesFor(form.linkage, f.name, d.linkage as VisualRule[], typeOf) };
  if (form.linkage && !form.linkage.length) delete form.linkage;
  let page: PageSchema = { ...doc.page, form };
  if (d.authorizeColumn !== undefined && page.columns) {
    page = { ...page, columns: page.columns.map((c) => (c.field !== f.name ? c : d.authorizeColumn ? (({ authorize: _a, ...rest }) => rest)(c) : { ...c, authorize: false })) };
  }
  if (d.title !== undefined && page.columns && d.title !== f.schema.title) {
    page = { ...page, columns: page.columns.map((c) => (c.field === f.name && c.label === f.schema.title ? { ...c, label: d.title! } : c)) };
  }
  const next: FieldNode = { ...f, name, schema, ui, required: !!d.required };
  if (name !== f.name) page = renameFieldRefs(page, f.name, name);
  return { tree: replaceNode(doc.tree, next), page };
}
