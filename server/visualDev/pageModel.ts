import type { ColumnDef, FormDef, PageSchema } from '../../contract/pageModel/pageSchema';
import { widgetName } from '../../contract/pageModel/widgetNames';

/**
 * What the server needs to know about a model, read once from its page schema (which has already
 * passed schemas/page.schema.json). Everything the record endpoints whitelist comes from here:
 * stored fields, sortable columns, search filters and keyword fields. Nothing from a request is ever
 * used as a SQL identifier; field names are bound as parameters (`data->$n`) anyway.
 */

/** How the server treats a field beyond its JSON Schema. */
export type FieldRole =
  | 'plain'
  | 'billRule'
  | 'formula'
  | 'subTable'
  | 'user'
  | 'organize'
  | 'department'
  | 'position'
  | 'files'
  | 'currentUser'
  | 'currentOrganize'
  | 'currentDepartment';

/** form.fill values: filled by the server from the signed-in user. */
const FILL_ROLES: Record<string, FieldRole> = {
  currentUser: 'currentUser',
  currentOrganize: 'currentOrganize',
  currentDepartment: 'currentDepartment',
};

export interface ModelField {
  vModel: string;
  label: string;
  /** JSON Schema type of the field ('string', 'number', 'integer', 'array', 'boolean', 'object'). */
  type: string;
  role: FieldRole;
  format?: string;
  widget?: string;
  /** billRule fields: the bill rule enCode. */
  rule?: string;
  /** formula fields: the formula text (contract/formula syntax). */
  formula?: string;
  /** dictionary-backed fields: the dictionary type code and which item property is stored. */
  dictionary?: { code: string; valueField: 'id' | 'enCode' };
  /** static options: value → label. */
  options?: { value: unknown; label: string }[];
  required: boolean;
  /** Sub-table fields: their columns. */
  columns?: ModelField[];
}

export type FilterKind = 'equals' | 'contains' | 'range';

export interface SearchFilter {
  name: string;
  kind: FilterKind;
}

export interface PageModel {
  kind: PageSchema['kind'];
  fields: ModelField[];
  byName: Map<string, ModelField>;
  /** Sort parameter (sidx) → field. Only sortable columns are here. */
  sortable: Map<string, string>;
  filters: Map<string, SearchFilter>;
  /** Plain text fields the keyword searches. */
  keywordFields: string[];
  columns: ColumnDef[];
  /**
   * The tree when it comes from this model's own Tree endpoint (`Tree?field=<field>`): `param` filters
   * by the record's organisation, `field` by the grouped field's value.
   */
  tree: { param: string; field: string } | null;
  /** Columns with a totals-row aggregate (report pages). */
  totals: { field: string; fn: 'sum' | 'avg' | 'count' | 'min' | 'max' }[];
  dictionaryCode: string | null;
}

type Json = Record<string, unknown>;

const textOf = (t: unknown, fallback: string): string => {
  if (typeof t === 'string') return t;
  if (t && typeof t === 'object') {
    const o = t as Json;
    if (typeof o.zh === 'string') return o.zh;
    if (typeof o.i18n === 'string') return o.i18n;
  }
  return fallback;
};

/** A designer's names (fields, widgets) are data: only an object's own keys answer to them. */
const ownValue = <V>(o: Record<string, V>, key: string): V | undefined => (Object.hasOwn(o, key) ? o[key] : undefined);

const ROLE_OF_WIDGET: Record<string, FieldRole> = {
  billRule: 'billRule',
  [widgetName.billNumber]: 'billRule',
  [widgetName.userPicker]: 'user',
  [widgetName.companyPicker]: 'organize',
  [widgetName.departmentPicker]: 'department',
  [widgetName.positionPicker]: 'position',
  [widgetName.fileUpload]: 'files',
  [widgetName.imageUpload]: 'files',
  [widgetName.subTable]: 'subTable',
};

function fieldsOf(schema: Json, uiSchema: Json, form: FormDef | null): ModelField[] {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const out: ModelField[] = [];
  for (const [name, prop] of Object.entries(props)) {
    const ui = (ownValue(uiSchema, name) ?? {}) as Json;
    const uiOptions = (ui['ui:options'] ?? {}) as Json;
    const widget = typeof ui['ui:widget'] === 'string' ? (ui['ui:widget'] as string) : undefined;
    const type = Array.isArray(prop.type) ? String(prop.type.find((t) => t !== 'null') ?? 'string') : String(prop.type ?? 'string');
    let role: FieldRole = (widget && ownValue(ROLE_OF_WIDGET, widget)) || 'plain';
    // form.formulas is the one place a formula is written (a calculateField only shows it).
    const formula = form?.formulas ? ownValue(form.formulas, name) : undefined;
    if (formula) role = 'formula';
    const fill = form?.fill ? ownValue(form.fill, name) : undefined;
    const filled = typeof fill === 'string' ? ownValue(FILL_ROLES, fill) : undefined;
    if (filled) role = filled;
    if (type === 'array' && (prop.items as Json | undefined)?.type === 'object') role = 'subTable';
    const field: ModelField = {
      vModel: name,
      label: textOf(prop.title, name),
      type,
      role,
      required: required.has(name),
    };
    if (typeof prop.format === 'string') field.format = prop.format;
    if (widget) field.widget = widget;
    if (role === 'billRule' && typeof uiOptions.rule === 'string') field.rule = uiOptions.rule;
    if (formula) field.formula = formula;
    const source = form?.options?.[name] as Json | undefined;
    if (source && typeof source.dictionary === 'string') {
      field.dictionary = { code: source.dictionary, valueField: source.valueField === 'id' ? 'id' : 'enCode' };
    } else if (widget === widgetName.dictionaryPicker && typeof uiOptions.dictionaryType === 'string') {
      // The picker stores the node's `valueKey` (default id), as widgets/core/TreePicker does.
      field.dictionary = { code: uiOptions.dictionaryType, valueField: uiOptions.valueKey === 'enCode' ? 'enCode' : 'id' };
    }
    if (source && Array.isArray(source.static)) {
      field.options = (source.static as Json[]).map((o) => ({ value: o.value, label: textOf(o.label, String(o.value)) }));
    } else if (Array.isArray(prop.oneOf) && (prop.oneOf as Json[]).every((o) => 'const' in o)) {
      field.options = (prop.oneOf as Json[]).map((o) => ({ value: o.const, label: textOf(o.title, String(o.const)) }));
    }
    if (role === 'subTable') {
      const items = prop.items as Json;
      field.columns = fieldsOf(items, ((ui.items ?? {}) as Json), null);
    }
    out.push(field);
  }
  // rjsf's 'ui:order' is the order a person sees; '*' stands for the fields it does not name.
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : null;
  if (order) {
    const rest = order.indexOf('*') < 0 ? order.length : order.indexOf('*');
    const rank = (f: ModelField) => (order.includes(f.vModel) ? order.indexOf(f.vModel) : rest);
    return out.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map((x) => x.f);
  }
  return out;
}

/** Formats of personal identifiers and dates: a keyword box must not become a way to look people up by them. */
const NOT_KEYWORD_FORMATS = new Set(['ec-idCard', 'ec-phone', 'ec-email', 'ec-password', 'ec-carPlate', 'email', 'date', 'date-time', 'time', 'uri']);

/** Text the keyword may match: typed by a person; not a code, id, number or personal identifier. */
function isKeywordField(f: ModelField): boolean {
  if (f.type !== 'string' || f.dictionary || f.options || (f.format && NOT_KEYWORD_FORMATS.has(f.format))) return false;
  return f.role === 'plain' || f.role === 'billRule';
}

function filterKind(prop: Json, ui: Json, source: unknown): FilterKind {
  if (prop.type === 'array') return 'range';
  if (prop.enum || prop.oneOf || source || ui['ui:widget']) return 'equals';
  if (prop.type === 'string' && !prop.format) return 'contains';
  return 'equals';
}

/** The model's own class-style tree: schools, and under each the distinct values of one field. */
export const OWN_TREE = /^GET \/api\/VisualDevelopment\/Model\/[^/?]+\/Tree\?field=([A-Za-z_$][A-Za-z0-9_$]*)$/;

/** The fields the keyword searches: those the schema names (text fields only), else the free-text ones. */
function keywordFieldsOf(schema: PageSchema, fields: ModelField[], byName: Map<string, ModelField>): string[] {
  const kw = schema.search?.keyword;
  if (kw === false) return [];
  if (kw && typeof kw === 'object' && kw.fields?.length) return kw.fields.filter((f) => byName.get(f)?.type === 'string');
  return fields.filter(isKeywordField).map((f) => f.vModel);
}

export function readPageModel(schema: PageSchema): PageModel {
  const form = schema.form ?? null;
  const fields = form ? fieldsOf(form.schema as Json, (form.uiSchema ?? {}) as Json, form) : [];
  const byName = new Map(fields.map((f) => [f.vModel, f]));
  const sortable = new Map<string, string>();
  for (const c of schema.columns ?? []) {
    if (c.sortable && byName.has(c.field)) sortable.set(c.sortField ?? c.field, c.field);
  }
  const filters = new Map<string, SearchFilter>();
  if (schema.search) {
    const props = (schema.search.schema.properties ?? {}) as Record<string, Json>;
    const ui = (schema.search.uiSchema ?? {}) as Json;
    for (const [name, prop] of Object.entries(props)) {
      // A filter is only honoured on a stored field; a search property naming nothing stored filters nothing.
      if (!byName.has(name)) continue;
      filters.set(name, { name, kind: filterKind(prop, (ownValue(ui, name) ?? {}) as Json, form?.options ? ownValue(form.options, name) : undefined) });
    }
  }
  let tree: PageModel['tree'] = null;
  const own = schema.tree && OWN_TREE.exec(schema.tree.api);
  if (schema.tree && own && schema.tree.field === own[1] && byName.has(own[1])) tree = { param: schema.tree.param, field: own[1] };
  const totals = (schema.columns ?? [])
    .filter((c) => c.total && byName.has(c.field))
    .map((c) => ({ field: c.field, fn: c.total! }));
  return {
    kind: schema.kind,
    fields,
    byName,
    sortable,
    filters,
    keywordFields: keywordFieldsOf(schema, fields, byName),
    columns: schema.columns ?? [],
    tree,
    totals,
    dictionaryCode: schema.dictionary?.typeCode ?? null,
  };
}

/** The designer-facing field list (FormDataFields): top-level stored fields. */
export function formDataFields(model: PageModel): { vModel: string; label: string; type: string }[] {
  return model.fields.map((f) => ({ vModel: f.vModel, label: f.label, type: f.widget ?? f.type }));
}

/** Storage name shown to designers (records all live in model_record; this names the model's data). */
export function tableNameOf(enCode: string): string {
  return `mt_${enCode.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}
