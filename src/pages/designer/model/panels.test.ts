import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../../contract/pageModel/pageSchema';
import { metaSchemaProblems } from '../../../../contract/pageModel/metaSchemaCheck';
import { fieldsOf, fromPageSchema, toPageSchema, type DesignDoc, type FieldNode } from './doc';
import { applyFieldPanel, fieldPanelData, fieldPanelDef, fieldPanelErrors, type FieldPanelData } from './fieldPanel';
import { panelPage } from './panelPage';
import { validatePageSchema } from '../../../../contract/pageModel/validatePageSchema';
import { applyPagePanel, pagePanelData, pagePanelDef } from './pagePanel';
import { fromLogic, rulesFor, toLogic, withRulesFor } from './linkage';
import { createNode, paletteItem, paletteItems } from './palette';
import { designerReducer, initialState, takenNames } from './reducer';
import { addSubTableColumn } from './subTable';
import { designerTx, paletteLabels } from '../texts';

const tx = designerTx('zh');

function docWith(...keys: string[]): DesignDoc {
  let s = initialState(fromPageSchema({ id: 'p', kind: 'list', title: 't', api: {}, columns: [], form: { schema: { type: 'object', properties: {} } } }));
  for (const k of keys) s = designerReducer(s, { type: 'insert', node: createNode(paletteItem(k)!, takenNames(s.doc)), at: { parentId: null, index: 99 } });
  return s.doc;
}
const field = (doc: DesignDoc, name: string) => fieldsOf(doc.tree).find((f) => f.name === name) as FieldNode;
function edit(doc: DesignDoc, name: string, patch: FieldPanelData): DesignDoc {
  const f = field(doc, name);
  return applyFieldPanel(doc, f, { ...fieldPanelData(f, doc.page), ...patch });
}

describe('field panel', () => {
  it('checks the field name live: unique, a safe identifier, not reserved; an invalid name is not applied', () => {
    const doc = docWith('text', 'text');
    const f = field(doc, 'text2');
    const errs = (name: string) => fieldPanelErrors(f, { ...fieldPanelData(f, doc.page), name }, doc, tx, 'zh').name;
    expect(errs('text1')).toBe('字段名 text1 已存在');
    expect(errs('1abc')).toBe('字段名只能包含字母、数字和下划线，且不能以数字开头');
    expect(errs('id')).toBe('字段名 id 为系统保留');
    expect(errs('visitor')).toBeUndefined();
    expect(field(edit(doc, 'text2', { name: 'text1' }), 'text2')).toBeDefined();
    const renamed = edit(doc, 'text2', { name: 'visitor' });
    expect(field(renamed, 'visitor')).toBeDefined();
    expect(renamed.page.columns!.map((c) => c.field)).toEqual(['text1', 'visitor']);
  });

  it('writes the §5 rule as its ec- format, required, read-only, span, default and placeholder', () => {
    let doc = docWith('text', 'number');
    doc = edit(doc, 'text1', { rule: 'phone', required: true, readOnly: true, span: 24, defaultValue: '13800138000', placeholder: '手机' });
    doc = edit(doc, 'number1', { defaultValue: '3' });
    const out = toPageSchema(doc).form!;
    expect(out.schema.properties).toMatchObject({ text1: { format: 'ec-phone', readOnly: true, default: '13800138000' }, number1: { default: 3 } });
    expect(out.schema.required).toEqual(['text1']);
    expect(out.uiSchema!.text1).toMatchObject({ 'ui:placeholder': '手机', 'ui:options': { span: 24, fullWidth: true } });
    expect(fieldPanelData(field(doc, 'text1'), doc.page)).toMatchObject({ rule: 'phone', required: true, readOnly: true, span: 24 });
  });

  it('a formula is validated live with the formula rule message and kept out of the page until it is right', () => {
    let doc = docWith('number', 'calculateField');
    const f = field(doc, 'calculate1');
    const err = (formula: string) => fieldPanelErrors(f, { ...fieldPanelData(f, doc.page), formula }, doc, tx, 'zh').formula;
    expect(err('{number1}*')).toBe('公式必须以数字或字段结尾');
    expect(err('{nope}*2')).toBe('公式引用了不存在的字段：nope');
    expect(err('{number1}*2')).toBeUndefined();
    doc = edit(doc, 'calculate1', { formula: '{number1}*' });
    expect(doc.page.form!.formulas).toBeUndefined();
    doc = edit(doc, 'calculate1', { formula: '{number1}*2' });
    expect(doc.page.form!.formulas).toEqual({ calculate1: '{number1}*2' });
    expect(metaSchemaProblems(toPageSchema(doc))).toEqual([]);
  });

  it('options come from a static list (the field enum), a dictionary or a data source', () => {
    let doc = docWith('select');
    doc = edit(doc, 'select1', { optionSource: 'static', options: [{ label: '步行', value: 'walk' }, { label: '驾车', value: 'car' }] });
    expect(field(doc, 'select1').schema.enum).toEqual(['walk', 'car']);
    expect(field(doc, 'select1').ui['ui:enumNames']).toEqual(['步行', '驾车']);
    doc = edit(doc, 'select1', { optionSource: 'dictionary', dictionary: 'gender' });
    expect(field(doc, 'select1').schema.enum).toBeUndefined();
    expect(doc.page.form!.options).toEqual({ select1: { dictionary: 'gender', valueField: 'enCode' } });
    doc = edit(doc, 'select1', { optionSource: 'api', optionApi: 'GET /api/Permission/Role/Selector', labelField: 'fullName', valueField: 'id' });
    expect(doc.page.form!.options!.select1).toEqual({ api: 'GET /api/Permission/Role/Selector', labelField: 'fullName', valueField: 'id' });
    expect(metaSchemaProblems(toPageSchema(doc))).toEqual([]);
  });

  it('options can be the rows of a 数据接口, picked from the enabled interfaces', () => {
    let doc = docWith('select');
    doc = edit(doc, 'select1', { optionSource: 'dataInterface', dataInterface: 'di-1', labelField: 'full_name', valueField: 'id' });
    expect(doc.page.form!.options!.select1).toEqual({ api: 'GET /api/System/DataInterface/di-1/Actions/Response', labelField: 'full_name', valueField: 'id' });
    const f = field(doc, 'select1');
    expect(fieldPanelData(f, doc.page)).toMatchObject({ optionSource: 'dataInterface', dataInterface: 'di-1', labelField: 'full_name' });
    const def = fieldPanelDef(f, doc, tx, 'zh');
    expect(Object.keys(def.schema.properties!)).toContain('dataInterface');
    expect(Object.keys(def.schema.properties!)).not.toContain('optionApi');
    // The panel, a renderer page, loads the interfaces itself.
    expect(def.options).toEqual({ dataInterface: { api: 'GET /api/System/DataInterface/Selector', labelField: 'fullName', valueField: 'id' } });
    // Any other address stays an address.
    doc = edit(doc, 'select1', { optionSource: 'api', optionApi: 'GET /api/Permission/Role/Selector' });
    expect(fieldPanelData(field(doc, 'select1'), doc.page).optionSource).toBe('api');
    expect(metaSchemaProblems(toPageSchema(doc))).toEqual([]);
  });

  it('linkage built visually is stored as JSON Logic and read back; other rules stay as written', () => {
    expect(toLogic({ effect: 'show', field: 'mode', op: 'eq', value: '驾车' })).toEqual({ '==': [{ var: 'mode' }, '驾车'] });
    expect(toLogic({ effect: 'show', field: 'n', op: 'gt', value: '3' }, 'number')).toEqual({ '>': [{ var: 'n' }, 3] });
    expect(toLogic({ effect: 'hide', field: 'n', op: 'empty' })).toEqual({ '!': { var: 'n' } });
    expect(fromLogic({ '!=': [{ var: 'a' }, 1] })).toEqual({ field: 'a', op: 'ne', value: '1' });
    expect(fromLogic({ and: [true, false] })).toBeNull();
    const foreign = { when: { and: [{ var: 'a' }, { var: 'b' }] }, hide: ['plate'] };
    const rules = withRulesFor([foreign], 'plate', [{ effect: 'show', field: 'mode', op: 'eq', value: '驾车' }], () => 'string');
    expect(rules).toEqual([foreign, { when: { '==': [{ var: 'mode' }, '驾车'] }, show: ['plate'] }]);
    expect(rulesFor(rules, 'plate')).toEqual([{ effect: 'show', field: 'mode', op: 'eq', value: '驾车' }]);
    expect(withRulesFor(rules, 'plate', [], () => 'string')).toEqual([foreign]);
  });

  it('renaming a field follows it into formulas, linkage, options, columns and search', () => {
    let doc = docWith('number', 'calculateField', 'select');
    doc = edit(doc, 'calculate1', { formula: '{number1}*2' });
    doc = edit(doc, 'select1', { linkage: [{ effect: 'show', field: 'number1', op: 'gt', value: '1' }] });
    doc = applyPagePanel(doc, { ...pagePanelData(doc), searchFields: ['number1'], sortField: 'number1' }, tx);
    doc = edit(doc, 'number1', { name: 'price' });
    expect(doc.page.form!.formulas).toEqual({ calculate1: '{price}*2' });
    expect(doc.page.form!.linkage).toEqual([{ when: { '>': [{ var: 'price' }, 1] }, show: ['select1'] }]);
    expect(doc.page.columns![0].field).toBe('price');
    expect(Object.keys(doc.page.search!.schema.properties as object)).toEqual(['price']);
    expect(doc.page.defaultSort).toEqual({ field: 'price', order: 'desc' });
  });
});

describe('page panel and sub-table', () => {
  it('designs the list side: columns, search, sort, page size, buttons, permissions; the report side: chart and totals', () => {
    let doc = docWith('text', 'date', 'number');
    doc = applyPagePanel(doc, {
      ...pagePanelData(doc),
      columns: [{ field: 'date1', label: '日期', width: 120, align: 'center', sortable: true, fixed: 'left', cell: 'date' }, { field: 'text1', label: '名称' }],
      searchFields: ['text1', 'date1'],
      keyword: true,
      pageSize: 50,
      toolbar: ['create', 'export'],
      rowActions: ['edit', 'detail'],
      columnPermission: false,
    }, tx);
    const p = toPageSchema(doc);
    expect(p.columns).toEqual([{ field: 'date1', label: '日期', width: 120, align: 'center', sortable: true, fixed: 'left', cell: 'date' }, { field: 'text1', label: '名称' }]);
    expect(p.search!.schema.properties).toMatchObject({ text1: { type: 'string' }, date1: { type: 'array', items: { format: 'date' } } });
    expect(p.pagination).toEqual({ pageSize: 50 });
    expect(p.toolbar!.map((a) => a.type)).toEqual(['create', 'export']);
    expect(p.rowActions!.map((a) => a.type)).toEqual(['edit', 'detail']);
    expect(p.authorize).toEqual({ buttons: true, columns: false });
    expect(metaSchemaProblems(p)).toEqual([]);

    const report: PageSchema = { ...toPageSchema(doc), kind: 'report', toolbar: undefined, rowActions: undefined };
    let r = fromPageSchema(report);
    r = applyPagePanel(r, { ...pagePanelData(r), chartType: 'bar', chartX: 'text1', chartY: ['number1'], aggregate: 'avg', columns: [{ field: 'number1', label: '数', total: 'sum' }] }, tx);
    expect(r.page.report).toEqual({ chart: { type: 'bar', x: 'text1', y: ['number1'], aggregate: 'avg' } });
    expect(r.page.columns).toEqual([{ field: 'number1', label: '数', total: 'sum' }]);
  });

  it('数据权限: ticked is stored on the page; unticked it is off, and a page that never said stays unsaid', () => {
    const doc = docWith('text');
    expect(pagePanelData(doc).dataPermission).toBe(false);
    expect(applyPagePanel(doc, { ...pagePanelData(doc) }, tx).page).not.toHaveProperty('dataPermission');
    const on = applyPagePanel(doc, { ...pagePanelData(doc), dataPermission: true }, tx);
    expect(toPageSchema(on).dataPermission).toBe(true);
    expect(metaSchemaProblems(toPageSchema(on))).toEqual([]);
    expect(pagePanelData(on).dataPermission).toBe(true);
    const off = applyPagePanel(on, { ...pagePanelData(on), dataPermission: false }, tx);
    expect(toPageSchema(off).dataPermission).toBe(false);
    expect(metaSchemaProblems({ ...toPageSchema(off), dataPermission: 'yes' } as never)).not.toEqual([]);
  });

  it('a field dropped into a sub-table becomes a column there and leaves the form', () => {
    let doc = docWith('subTable', 'number');
    const sub = field(doc, 'table1');
    doc = addSubTableColumn(doc, sub.id, field(doc, 'number1'), true)!;
    expect(fieldsOf(doc.tree).map((f) => f.name)).toEqual(['table1']);
    expect(doc.page.columns!.map((c) => c.field)).toEqual([]);
    const t = field(doc, 'table1');
    expect((t.ui['ui:options'] as { columns: unknown[] }).columns).toEqual([{ field: 'number1', label: '数字输入', type: 'number' }]);
    expect(t.schema.items).toEqual({ type: 'object', properties: { number1: { type: 'number', title: '数字输入' } } });
    doc = applyFieldPanel(doc, t, { ...fieldPanelData(t, doc.page), columns: [{ field: 'qty', label: '数量', type: 'number', summary: true, required: true }] });
    expect(field(doc, 'table1').schema.items).toEqual({ type: 'object', properties: { qty: { type: 'number', title: '数量' } }, required: ['qty'] });
    expect(metaSchemaProblems(toPageSchema(doc))).toEqual([]);
  });
});

describe('the panels are page schemas', () => {
  it('every field kind of the palette gets a panel that passes the page-schema validator', () => {
    const keys = paletteItems.map((i) => i.key);
    const doc = docWith(...keys);
    const fields = fieldsOf(doc.tree);
    expect(fields.length).toBeGreaterThan(10);
    for (const f of fields) {
      const problems = validatePageSchema(panelPage(`field.${f.name}`, fieldPanelDef(f, doc, tx, 'zh')));
      expect({ field: f.name, problems }).toEqual({ field: f.name, problems: [] });
    }
  });

  it('the page panel of every page kind passes it too', () => {
    for (const kind of ['list', 'treeList', 'form', 'report'] as const) {
      const doc = docWith('text', 'number', 'date');
      const page = { ...doc, page: { ...doc.page, kind } };
      expect(validatePageSchema(panelPage('page', pagePanelDef(page, tx)))).toEqual([]);
    }
  });
});

describe('the palette', () => {
  it('names every item in Chinese, and in zh-TW and English (a widget added to the registry needs its names here)', () => {
    for (const item of paletteItems) {
      expect({ key: item.key, zh: /[\u4e00-\u9fff]/.test(item.label) }).toEqual({ key: item.key, zh: true });
      expect({ key: item.key, names: Object.hasOwn(paletteLabels, item.key) }).toEqual({ key: item.key, names: true });
    }
  });
});

describe('the page panel: where records live', () => {
  it('offers the tables of 数据建模 (loaded by the panel) and writes recordTable; the shared store clears it', () => {
    const doc = docWith('text');
    const def = pagePanelDef(doc, tx);
    expect(def.options?.recordTable).toEqual({ api: 'GET /api/System/DataModel/RecordTables', labelField: 'fullName', valueField: 'name' });
    const bound = applyPagePanel(doc, { ...pagePanelData(doc), recordTable: 'lib_book' }, tx);
    expect(bound.page.recordTable).toBe('lib_book');
    expect(pagePanelData(bound).recordTable).toBe('lib_book');
    expect(metaSchemaProblems(toPageSchema(bound))).toEqual([]);
    expect(applyPagePanel(bound, { ...pagePanelData(bound), recordTable: '' }, tx).page.recordTable).toBeUndefined();
  });
});
