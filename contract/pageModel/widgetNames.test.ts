import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitWidgetEnums } from './widgetEnum';
import { fieldWidgetNames, formUiWidgets, searchUiWidgets, widgetName } from './widgetNames';
import { metaSchemaProblems } from './metaSchemaCheck';

const metaFile = join(__dirname, '../../schemas/page.schema.json');

describe('the widget-name table in the meta-schema', () => {
  it('page.schema.json carries the table as written by scripts/emitWidgetEnum.ts', () => {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    expect(meta).toEqual(emitWidgetEnums(meta));
    expect(meta.definitions.formWidget.enum).toEqual(formUiWidgets);
    expect(meta.definitions.searchWidget.enum).toEqual(searchUiWidgets);
  });

  it('names are values of themselves', () => {
    expect(widgetName.calculateField).toBe('calculateField');
    expect(fieldWidgetNames).toContain('subTable');
  });

  const page = (uiSchema: object, search?: object) => ({
    id: 'demo.form',
    kind: 'form',
    title: 'Demo',
    api: { create: 'POST /api/Demo' },
    form: { schema: { type: 'object', properties: { a: { type: 'string' }, rows: { type: 'array', items: { type: 'object', properties: { b: { type: 'string' } } } } } }, uiSchema },
    ...(search ? { search } : {}),
  });

  it('accepts our widgets and rjsf aliases at any depth', () => {
    expect(metaSchemaProblems(page({ a: { 'ui:widget': 'userPicker' }, rows: { 'ui:widget': 'subTable', items: { b: { 'ui:widget': 'textarea' } } } }))).toEqual([]);
  });

  it('refuses an unknown widget in a form, in a sub-table row and in the search bar', () => {
    const at = (p: ReturnType<typeof metaSchemaProblems>) => p.map((x) => x.path);
    expect(at(metaSchemaProblems(page({ a: { 'ui:widget': 'magicPicker' } })))).toContain('/form/uiSchema/a/ui:widget');
    expect(at(metaSchemaProblems(page({ rows: { items: { b: { 'ui:widget': 'magicPicker' } } } })))).toContain('/form/uiSchema/rows/items/b/ui:widget');
    const search = { schema: { type: 'object', properties: { d: { type: 'string' } } }, uiSchema: { d: { 'ui:widget': 'magicPicker' } } };
    expect(at(metaSchemaProblems(page({}, search)))).toContain('/search/uiSchema/d/ui:widget');
  });

  it('dateRange is the search bar’s own: accepted there, refused in a form', () => {
    const search = { schema: { type: 'object', properties: { d: { type: 'string' } } }, uiSchema: { d: { 'ui:widget': 'dateRange' } } };
    expect(metaSchemaProblems(page({}, search))).toEqual([]);
    expect(metaSchemaProblems(page({ a: { 'ui:widget': 'dateRange' } })).map((x) => x.path)).toContain('/form/uiSchema/a/ui:widget');
  });
});
