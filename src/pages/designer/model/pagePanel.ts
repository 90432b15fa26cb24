import type { ActionDef, ActionType, ColumnDef, FormDef, JsonSchema, PageSchema, UiSchema } from '../../../../contract/pageModel/pageSchema';
import { BUILTIN_CELLS, cellWidgetNames, widgetName } from '../../../../contract/pageModel/widgetNames';
import { fieldsOf, type DesignDoc, type FieldNode } from './doc';
import { isListable } from './reducer';
import type { Tx } from '../texts';

// The page's own panel (list side, report side, form settings) as a form definition, like the
// field panel: its data is read from the page and written back into it.

export const TOOLBAR_BUTTONS = ['create', 'export', 'import'] as const;
export const ROW_BUTTONS = ['edit', 'detail', 'remove'] as const;
const AGGREGATES = ['sum', 'avg', 'count', 'min', 'max'] as const;

export interface PagePanelData {
  title?: string;
  layoutColumns?: number;
  container?: 'dialog' | 'drawer' | 'page';
  formWidth?: number;
  columns?: Partial<ColumnDef & { cell: string }>[];
  searchFields?: string[];
  keyword?: boolean;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  pageSize?: number;
  toolbar?: string[];
  rowActions?: string[];
  treeField?: string;
  treeTitle?: string;
  buttonPermission?: boolean;
  columnPermission?: boolean;
  dataPermission?: boolean;
  recordTable?: string;
  chartType?: string;
  chartX?: string;
  chartY?: string[];
  aggregate?: string;
  totals?: string[];
  typeCode?: string;
  isTree?: boolean;
}

const oneOf = (values: readonly (string | number)[], label: (v: string | number) => string) => values.map((v) => ({ const: v, title: label(v) }));
const fieldChoices = (fields: FieldNode[]) => fields.map((f) => ({ const: f.name, title: `${String(f.schema.title ?? f.name)} (${f.name})` }));

/** Cell kinds a column may use: the built-in ones and every registered cell widget. */
export const CELL_KINDS: readonly string[] = [...BUILTIN_CELLS, ...cellWidgetNames];

export function pagePanelDef(doc: DesignDoc, tx: Tx): FormDef {
  const { page } = doc;
  const fields = fieldsOf(doc.tree).filter(isListable);
  const choices = fieldChoices(fields);
  const props: Record<string, JsonSchema> = { title: { type: 'string', title: tx('l.title'), maxLength: 50 } };
  const ui: UiSchema = {};
  const multi = (title: string, items: JsonSchema) => ({ type: 'array', title, uniqueItems: true, items });
  if (page.kind === 'dictionary') {
    props.typeCode = { type: 'string', title: tx('d.typeCode'), maxLength: 50 };
    props.isTree = { type: 'boolean', title: tx('d.isTree') };
    return { schema: { type: 'object', properties: props } };
  }
  props.layoutColumns = { type: 'integer', title: tx('l.layoutColumns'), oneOf: oneOf([1, 2], String) };
  // Where the records live: the panel (a renderer page) loads the choices itself.
  props.recordTable = { type: 'string', title: tx('l.recordTable') };
  ui.recordTable = { 'ui:help': tx('l.recordTableHelp') };
  if (page.kind !== 'form') {
    props.container = { type: 'string', title: tx('l.container'), oneOf: oneOf(['dialog', 'drawer'], (v) => tx(`l.container.${v}`)) };
    props.formWidth = { type: 'integer', title: tx('l.formWidth'), minimum: 320, maximum: 1600 };
    const colProps: Record<string, JsonSchema> = {
      field: { type: 'string', title: tx('l.field'), ...(choices.length ? { oneOf: choices } : {}) },
      label: { type: 'string', title: tx('l.label'), maxLength: 50 },
      width: { type: 'integer', title: tx('l.width'), minimum: 40, maximum: 800 },
      align: { type: 'string', title: tx('l.align'), oneOf: oneOf(['left', 'center', 'right'], (v) => tx(`l.align.${v}`)) },
      sortable: { type: 'boolean', title: tx('l.sortable') },
      fixed: { type: 'string', title: tx('l.fixed'), oneOf: oneOf(['', 'left', 'right'], (v) => tx(`l.fixed.${v || 'none'}`)) },
      cell: { type: 'string', title: tx('l.cell'), oneOf: [{ const: '', title: tx('l.none') }, ...CELL_KINDS.map((c) => ({ const: c, title: c })), ...dictCells(doc)] },
    };
    if (page.kind === 'report') colProps.total = { type: 'string', title: tx('l.total'), oneOf: oneOf(['', ...AGGREGATES], (v) => tx(`r.agg.${v || 'none'}`)) };
    props.columns = { type: 'array', title: tx('l.columns'), maxItems: 60, items: { type: 'object', properties: colProps } };
    if (choices.length) props.searchFields = multi(tx('l.searchFields'), { type: 'string', oneOf: choices });
    props.keyword = { type: 'boolean', title: tx('l.keyword') };
    if (choices.length) props.sortField = { type: 'string', title: tx('l.sortField'), oneOf: [{ const: '', title: tx('l.none') }, ...choices] };
    props.sortOrder = { type: 'string', title: tx('l.sortOrder'), oneOf: oneOf(['asc', 'desc'], (v) => tx(`l.sortOrder.${v}`)) };
    props.pageSize = { type: 'integer', title: tx('l.pageSize'), oneOf: oneOf([10, 20, 50, 100], String) };
    if (page.kind !== 'report') {
      props.toolbar = multi(tx('l.toolbar'), { type: 'string', oneOf: oneOf(TOOLBAR_BUTTONS, (v) => tx(`l.btn.${v}`)) });
      props.rowActions = multi(tx('l.rowActions'), { type: 'string', oneOf: oneOf(ROW_BUTTONS, (v) => tx(`l.btn.${v}`)) });
      ui.toolbar = { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } };
      ui.rowActions = { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } };
    }
    if (page.kind === 'treeList' && choices.length) {
      props.treeField = { type: 'string', title: tx('l.treeField'), oneOf: choices };
      props.treeTitle = { type: 'string', title: tx('l.treeTitle'), maxLength: 50 };
    }
    props.buttonPermission = { type: 'boolean', title: tx('l.buttonPermission') };
    props.columnPermission = { type: 'boolean', title: tx('l.columnPermission') };
    props.dataPermission = { type: 'boolean', title: tx('l.dataPermission') };
    if (choices.length) ui.searchFields = { 'ui:widget': 'checkboxes' };
  }
  if (page.kind === 'report' && choices.length) {
    props.chartType = { type: 'string', title: tx('r.chartType'), oneOf: oneOf(['', 'bar', 'line', 'pie'], (v) => tx(`r.chart.${v || 'none'}`)) };
    props.chartX = { type: 'string', title: tx('r.x'), oneOf: choices };
    props.chartY = multi(tx('r.y'), { type: 'string', oneOf: choices });
    props.aggregate = { type: 'string', title: tx('r.aggregate'), oneOf: oneOf(['', ...AGGREGATES], (v) => tx(`r.agg.${v || 'none'}`)) };
    ui.chartY = { 'ui:widget': 'checkboxes' };
  }
  return { schema: { type: 'object', properties: props }, uiSchema: ui, options: { recordTable: RECORD_TABLES } };
}

const RECORD_TABLES = { api: 'GET /api/System/DataModel/RecordTables', labelField: 'fullName', valueField: 'name' };

/** `dict:<code>` cells for the dictionaries the page's fields use. */
function dictCells(doc: DesignDoc) {
  const codes = new Set<string>();
  for (const f of fieldsOf(doc.tree)) {
    const o = (f.ui['ui:options'] ?? {}) as Record<string, unknown>;
    if (f.ui['ui:widget'] === widgetName.dictionaryPicker && typeof o.dictionaryType === 'string' && o.dictionaryType) codes.add(o.dictionaryType);
  }
  for (const s of Object.values(doc.page.form?.options ?? {})) if ('dictionary' in s && s.dictionary) codes.add(s.dictionary);
  return [...codes].map((c) => ({ const: `dict:${c}`, title: `dict:${c}` }));
}

const textOf = (t: unknown) => (typeof t === 'string' ? t : t && typeof t === 'object' && 'zh' in t ? String((t as { zh: string }).zh) : '');

export function pagePanelData(doc: DesignDoc): PagePanelData {
  const p = doc.page;
  const auth = p.authorize;
  const kw = p.search?.keyword;
  const d: PagePanelData = {
    title: textOf(p.title),
    layoutColumns: p.form?.layoutColumns ?? 1,
    container: p.form?.container === 'drawer' ? 'drawer' : 'dialog',
    columns: (p.columns ?? []).map((c) => ({ ...c, label: textOf(c.label), cell: c.cell ?? '', fixed: c.fixed ?? ('' as never), total: c.total ?? ('' as never) })),
    searchFields: Object.keys((p.search?.schema.properties ?? {}) as object),
    keyword: kw === undefined ? !!p.search : kw !== false,
    sortField: p.defaultSort?.field ?? '',
    sortOrder: p.defaultSort?.order ?? 'desc',
    pageSize: p.pagination && typeof p.pagination === 'object' ? (p.pagination.pageSize ?? 20) : 20,
    toolbar: (p.toolbar ?? []).map((a) => a.type).filter((t) => (TOOLBAR_BUTTONS as readonly string[]).includes(t)),
    rowActions: (p.rowActions ?? []).map((a) => a.type).filter((t) => (ROW_BUTTONS as readonly string[]).includes(t)),
    buttonPermission: auth === undefined || auth === true || (typeof auth === 'object' && auth.buttons !== false),
    columnPermission: auth === undefined || auth === true || (typeof auth === 'object' && auth.columns !== false),
    dataPermission: p.dataPermission === true,
    recordTable: p.recordTable ?? '',
  };
  if (typeof p.form?.width === 'number') d.formWidth = p.form.width;
  if (p.tree?.field) d.treeField = p.tree.field;
  if (p.tree?.title) d.treeTitle = textOf(p.tree.title);
  if (p.report?.chart) Object.assign(d, { chartType: p.report.chart.type, chartX: p.report.chart.x, chartY: p.report.chart.y, aggregate: p.report.chart.aggregate ?? '' });
  else if (p.kind === 'report') d.chartType = '';
  if (p.dictionary) Object.assign(d, { typeCode: p.dictionary.typeCode, isTree: !!p.dictionary.isTree });
  return d;
}

/** A search-bar field for a form field: dates search a range, choices keep their choices. */
function searchFieldOf(f: FieldNode): { schema: JsonSchema; ui?: UiSchema } {
  const { title } = f.schema;
  if (f.schema.format === 'date' || f.schema.format === 'date-time') return { schema: { type: 'array', title, maxItems: 2, items: { type: 'string', format: 'date' } } };
  const widget = f.ui['ui:widget'];
  const schema: JsonSchema = { type: f.schema.type === 'integer' ? 'integer' : f.schema.type === 'number' ? 'number' : 'string', title };
  if (Array.isArray(f.schema.enum)) schema.enum = f.schema.enum;
  if (typeof widget === 'string' && widget !== 'textarea' && widget !== 'hidden' && widget !== 'updown') {
    return { schema, ui: { 'ui:widget': widget, ...(f.ui['ui:options'] ? { 'ui:options': f.ui['ui:options'] } : {}) } };
  }
  return { schema };
}

function actionFor(type: ActionType, tx: Tx): ActionDef {
  const label = tx(`l.btn.${type}`);
  if (type === 'export') return { type, label, permission: 'btn_export', api: 'export' };
  if (type === 'import') return { type, label, permission: 'btn_import', api: 'import' };
  if (type === 'detail') return { type, label, permission: 'btn_detail', api: 'info' };
  return { type, label };
}

export function applyPagePanel(doc: DesignDoc, d: PagePanelData, tx: Tx): DesignDoc {
  const p: PageSchema = { ...doc.page };
  const fields = fieldsOf(doc.tree);
  const byName = new Map(fields.map((f) => [f.name, f]));
  if (d.title !== undefined) p.title = d.title;
  if (p.kind === 'dictionary') {
    p.dictionary = { typeCode: d.typeCode ?? '', ...(d.isTree ? { isTree: true } : {}) };
    return { ...doc, page: p };
  }
  const form: FormDef = { ...(p.form ?? { schema: { type: 'object', properties: {} } }) };
  if (d.layoutColumns === 1 || d.layoutColumns === 2) form.layoutColumns = d.layoutColumns;
  if (p.kind !== 'form') {
    if (d.container) form.container = d.container;
    if (d.formWidth) form.width = d.formWidth;
    else delete form.width;
  }
  p.form = form;
  if (p.kind === 'form') return { ...doc, page: p };
  if (d.columns) {
    p.columns = d.columns
      .filter((c) => c.field)
      .map((c) => {
        const col: ColumnDef = { field: c.field!, label: c.label || String(byName.get(c.field!)?.schema.title ?? c.field) };
        if (c.width) col.width = c.width;
        if (c.align && c.align !== 'left') col.align = c.align;
        if (c.sortable) col.sortable = true;
        if (c.fixed) col.fixed = c.fixed as 'left' | 'right';
        if (c.cell) col.cell = c.cell;
        if (c.total) col.total = c.total as ColumnDef['total'];
        if (c.authorize === false) col.authorize = false;
        if (c.ellipsis) col.ellipsis = true;
        if (c.minWidth) col.minWidth = c.minWidth;
        if (c.cellOptions) col.cellOptions = c.cellOptions;
        return col;
      });
  }
  if (d.searchFields !== undefined || d.keyword !== undefined) {
    const names = (d.searchFields ?? []).filter((n) => byName.has(n));
    const properties: Record<string, JsonSchema> = {};
    const ui: UiSchema = {};
    const old = (p.search?.schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const n of names) {
      // A search field the designer already had (perhaps hand-tuned) stays as it was.
      if (Object.hasOwn(old, n)) {
        properties[n] = old[n];
        const oldUi = p.search?.uiSchema?.[n];
        if (oldUi) ui[n] = oldUi;
        continue;
      }
      const s = searchFieldOf(byName.get(n)!);
      properties[n] = s.schema;
      if (s.ui) ui[n] = s.ui;
    }
    if (names.length || d.keyword) {
      const oldKw = p.search?.keyword;
      p.search = { schema: { type: 'object', properties }, ...(Object.keys(ui).length ? { uiSchema: ui } : {}), keyword: d.keyword ? (typeof oldKw === 'object' ? oldKw : true) : false };
    } else delete p.search;
  }
  if (d.sortField) p.defaultSort = { field: d.sortField, order: d.sortOrder ?? 'desc' };
  else delete p.defaultSort;
  if (d.pageSize) p.pagination = { ...(typeof p.pagination === 'object' ? p.pagination : {}), pageSize: d.pageSize };
  const keep = (list: ActionDef[] | undefined, wanted: string[] | undefined, known: readonly string[]) => {
    if (!wanted) return list;
    const own = (list ?? []).filter((a) => !known.includes(a.type) || wanted.includes(a.type));
    for (const w of known) if (wanted.includes(w) && !own.some((a) => a.type === w)) own.push(actionFor(w as ActionType, tx));
    // In the order the designer sees them in the panel.
    return own.sort((a, b) => (known.indexOf(a.type) + 1 || 99) - (known.indexOf(b.type) + 1 || 99));
  };
  if (p.kind !== 'report') {
    p.toolbar = keep(p.toolbar, d.toolbar, TOOLBAR_BUTTONS);
    p.rowActions = keep(p.rowActions, d.rowActions, ROW_BUTTONS);
  }
  if (p.kind === 'treeList' && d.treeField) {
    // As the seeded tree lists do: schools first (the record's organizeId), then the grouped field's values.
    p.tree = {
      param: 'organizeId',
      valueField: 'organizeId',
      ...(p.tree ?? {}),
      api: `GET /api/VisualDevelopment/Model/{modelId}/Tree?field=${d.treeField}`,
      field: d.treeField,
      ...(d.treeTitle ? { title: d.treeTitle } : {}),
    };
  }
  if (d.buttonPermission !== undefined || d.columnPermission !== undefined) {
    const buttons = d.buttonPermission !== false;
    const columns = d.columnPermission !== false;
    if (buttons && columns) delete p.authorize;
    else p.authorize = { buttons, columns };
  }
  if (d.recordTable !== undefined) {
    if (d.recordTable) p.recordTable = d.recordTable;
    else delete p.recordTable;
  }
  // Unticked on a page that never said stays unsaid: such a page follows its menu's 数据权限 switch.
  if (d.dataPermission || (d.dataPermission === false && p.dataPermission !== undefined)) p.dataPermission = d.dataPermission;
  if (p.kind === 'report') {
    if (d.chartType && d.chartX && d.chartY?.length) {
      p.report = { ...(p.report ?? {}), chart: { type: d.chartType as 'bar' | 'line' | 'pie', x: d.chartX, y: d.chartY, ...(d.aggregate ? { aggregate: d.aggregate as 'sum' } : {}) } };
    } else if (p.report?.chart && !d.chartType) {
      const { chart: _c, ...rest } = p.report;
      p.report = rest;
    }
  }
  return { ...doc, page: p };
}
